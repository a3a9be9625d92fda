import { Injectable } from '@nestjs/common';
import type { UnsubscribeTopic } from '@shop/shared';
import type { Types } from 'mongoose';
import { UsersService } from '../users/users.service';
import type { Recipient } from './reminder-mails';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Who a mail that is no transaction goes to: address, name, language and the way out. */
@Injectable()
export class Recipients {
  constructor(
    private readonly users: UsersService,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** The user as mailed about `topic`; null when the user is gone. */
  async of(userId: Types.ObjectId | string, topic: UnsubscribeTopic): Promise<Recipient | null> {
    const contact = await this.users.contactOf(userId);
    if (!contact) return null;
    const id = userId.toString();
    return {
      to: contact.email,
      name: contact.name,
      language: contact.language,
      unsubscribe: {
        url: this.links.url(id, topic, contact.language),
        headers: this.links.headers(id, topic, contact.language),
      },
    };
  }
}
