import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, type Types } from 'mongoose';
import { createTransport, type Transporter } from 'nodemailer';
import { mailConfig } from '../config';
import { DELETED_CUSTOMER_PLACEHOLDER } from '@shop/shared';
import { QueueWorker } from '../common/queue-worker';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { OutboxMail, type OutboxAttachment } from './outbox-mail.schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines beyond the usual ones (List-Unsubscribe), by name. */
  headers?: Record<string, string>;
  /** Files made at sending time by a registered attachment source. */
  attachments?: OutboxAttachment[];
}

/**
 * Makes an attachment's content from its `ref` (an order id) when the mail is sent; null when
 * what it was made from is gone (the mail then goes without it, rather than wait forever).
 */
export type AttachmentSource = (ref: string) => Promise<Buffer | null>;

/** How long a worker may take to send one mail before another worker takes it over. */
const SENDING_LEASE_MS = 2 * 60_000;

/** The mail's lease was taken over by another worker: this one leaves the mail alone. */
class LeaseLost extends Error {}
/** Retries back off from MAIL_RETRY_MS, doubling up to this. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * The mail outbox. Mails are queued in MongoDB under a unique key (so a mail about one event is
 * never queued, nor sent, twice) and sent after the request by a worker: it claims one mail at a
 * time with an atomic update, so several instances share the queue; a failed send is retried with
 * a growing delay, never dropped. Without SMTP_URL (outside production) mails go to the log.
 *
 * Once the SMTP server has accepted a mail it is not sent again, except in one case: the process
 * dies after the acceptance and before the mail is marked sent. The lease then runs out and
 * another worker sends it again — with the same Message-ID, by which mail systems recognise the
 * copy (docs/operations.md, "Mail").
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;
  private readonly sources = new Map<string, AttachmentSource>();
  private readonly worker = new QueueWorker('Mail outbox', this.logger, {
    prepare: () => this.markAcceptedSent(),
    next: () => this.sendNext(),
  });
  /** Mails the SMTP server accepted that could not be marked sent yet (the database was away). */
  private readonly acceptedUnmarked = new Set<string>();
  /** The host part of every Message-ID: the sender's domain. */
  private readonly messageIdDomain: string;

  constructor(
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    @InjectModel(OutboxMail.name) private readonly outbox: Model<OutboxMail>,
  ) {
    this.messageIdDomain = /@([^\s>]+)/.exec(config.from)?.[1] ?? 'localhost';
    if (config.smtpUrl) {
      this.transport = createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
  }

  /** Lets a module supply attachments made at sending time (the invoice PDF). */
  registerAttachmentSource(name: string, source: AttachmentSource): void {
    this.sources.set(name, source);
  }

  /**
   * Queues a mail under `key` and starts sending it once the current request is answered.
   * Answers false when a mail with this key was queued before (nothing is queued then).
   */
  async queue(key: string, mail: Mail): Promise<boolean> {
    try {
      await this.outbox.create({ key, ...mail, nextAttemptAt: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    this.worker.kick();
    return true;
  }

  /**
   * The mails sent to a deleted user keep their key (so that none is ever sent twice) but forget
   * the address. Mails still waiting to go out keep it until they are sent.
   */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ email }: ShopEvents['user.deleted']): Promise<void> {
    await this.outbox.updateMany(
      { to: email, status: 'sent' },
      { $set: { to: DELETED_CUSTOMER_PLACEHOLDER } },
    );
  }

  onApplicationBootstrap(): void {
    this.worker.start(this.config.pollMs);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
    this.transport?.close();
  }

  /** Sends every due mail, one after another (QueueWorker). */
  drain(): Promise<void> {
    return this.worker.drain();
  }

  /** Claims one due mail and sends it; answers false when none is due. */
  private async sendNext(): Promise<boolean> {
    const now = new Date();
    const lease = new Date(now.getTime() + SENDING_LEASE_MS);
    const mail = await this.outbox
      .findOneAndUpdate(
        {
          $or: [
            { status: 'pending', nextAttemptAt: trusted({ $lte: now }) },
            { status: 'sending', lockedUntil: trusted({ $lte: now }) },
          ],
        },
        {
          $set: { status: 'sending', lockedUntil: lease },
          $inc: { attempts: 1 },
        },
        { sort: { nextAttemptAt: 1 }, new: true },
      )
      .lean();
    if (!mail) return false;
    try {
      await this.deliver(mail, lease);
    } catch (error) {
      if (error instanceof LeaseLost) return true;
      const delay = Math.min(
        this.config.retryMs * 2 ** Math.min(mail.attempts - 1, 20),
        MAX_RETRY_DELAY_MS,
      );
      this.logger.warn(
        `Mail "${mail.key}" not sent (attempt ${mail.attempts}, retried in ${Math.round(delay / 1000)} s): ${(error as Error).message}`,
      );
      await this.outbox.updateOne(
        { _id: mail._id, status: 'sending' },
        {
          $set: {
            status: 'pending',
            nextAttemptAt: new Date(Date.now() + delay),
            lastError: (error as Error).message.slice(0, 500),
          },
          $unset: { lockedUntil: 1 },
        },
      );
      return true;
    }
    // Accepted: remembered until marked, so that a database hiccup here does not send it again.
    this.acceptedUnmarked.add(mail._id.toString());
    await this.markAcceptedSent();
    return true;
  }

  private async markAcceptedSent(): Promise<void> {
    for (const id of this.acceptedUnmarked) {
      await this.outbox.updateOne(
        { _id: id },
        {
          $set: { status: 'sent', sentAt: new Date() },
          $unset: { lockedUntil: 1, text: 1, html: 1, headers: 1, lastError: 1 },
        },
      );
      this.acceptedUnmarked.delete(id);
    }
  }

  /**
   * Makes the attachments, then — if the lease is still this worker's, renewed for the SMTP
   * exchange — hands the mail to the SMTP server under its outbox id as Message-ID.
   */
  private async deliver(mail: OutboxMail & { _id: Types.ObjectId }, lease: Date): Promise<void> {
    if (!this.transport) {
      const attached = mail.attachments.map((attachment) => attachment.filename).join(', ');
      this.logger.warn(
        `NOT SENT (no SMTP_URL is configured; this is the mail that would go out): ` +
          `to ${mail.to}, subject "${mail.subject}"${attached ? `, attached ${attached}` : ''}\n` +
          `${mail.text}`,
      );
      return;
    }
    const made = await Promise.all(
      mail.attachments.map(async ({ filename, contentType, source, ref }) => {
        const make = this.sources.get(source);
        if (!make) throw new Error(`No attachment source "${source}" is registered.`);
        const content = await make(ref);
        return content && { filename, contentType, content };
      }),
    );
    const attachments = made.filter((attachment) => attachment !== null);
    const renewed = await this.outbox.updateOne(
      { _id: mail._id, status: 'sending', lockedUntil: lease },
      { lockedUntil: new Date(Date.now() + SENDING_LEASE_MS) },
    );
    // Matched, not modified: a renewal within the claim's millisecond writes the same time.
    if (renewed.matchedCount !== 1) {
      this.logger.warn(`Mail "${mail.key}" was taken over by another worker: not sent from here.`);
      throw new LeaseLost();
    }
    await this.transport.sendMail({
      messageId: `<${mail._id.toString()}@${this.messageIdDomain}>`,
      from: this.config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers && { headers: mail.headers }),
      attachments,
    });
  }
}
