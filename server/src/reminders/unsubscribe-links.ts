import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Language, UnsubscribeTopic } from '@shop/shared';
import { appConfig, remindersConfig } from '../config';

/** Each topic's letter in a token. */
const TOPIC_LETTERS: Record<UnsubscribeTopic, string> = {
  serviceReminders: 'r',
  offers: 'o',
  stockAlerts: 's',
};
const TOPICS_BY_LETTER = new Map(
  Object.entries(TOPIC_LETTERS).map(([topic, letter]) => [letter, topic as UnsubscribeTopic]),
);
/** <user id>.<topic letter>.<HMAC-SHA256 of both, base64url>. */
export const UNSUBSCRIBE_TOKEN = /^([0-9a-f]{24})\.([a-z])\.([A-Za-z0-9_-]{43})$/;

/** Where the links point: the server's own page (works without login and without the web app). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * The one-click unsubscribe links of the mails that are not transactions (RFC 8058): a token
 * that names a user and what to turn off, signed with UNSUBSCRIBE_SECRET, so that it works
 * without logging in and cannot be made for anyone else. It does not expire: a mail read a year
 * later must still let its reader say no.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    @Inject(remindersConfig.KEY) private readonly config: ConfigType<typeof remindersConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  token(userId: string, topic: UnsubscribeTopic): string {
    const payload = `${userId}.${TOPIC_LETTERS[topic]}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The user and topic a token names, or null when it is not one of the shop's. */
  read(token: string): { userId: string; topic: UnsubscribeTopic } | null {
    const match = UNSUBSCRIBE_TOKEN.exec(token);
    const topic = match && TOPICS_BY_LETTER.get(match[2]);
    if (!match || !topic) return null;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]);
    return timingSafeEqual(expected, given) ? { userId: match[1], topic } : null;
  }

  /** The page that confirms and the address the one-click POST goes to, in `language`. */
  url(userId: string, topic: UnsubscribeTopic, language: Language): string {
    return `${this.app.publicUrl}${UNSUBSCRIBE_PATH}/${this.token(userId, topic)}?lang=${language}`;
  }

  /** The headers a mail client's unsubscribe button uses (RFC 2369, RFC 8058). */
  headers(userId: string, topic: UnsubscribeTopic, language: Language): Record<string, string> {
    const mailto = this.config.unsubscribeMailto
      ? `, <mailto:${this.config.unsubscribeMailto}?subject=unsubscribe%20${this.token(userId, topic)}>`
      : '';
    return {
      'List-Unsubscribe': `<${this.url(userId, topic, language)}>${mailto}`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.config.unsubscribeSecret).update(payload).digest('base64url');
  }
}
