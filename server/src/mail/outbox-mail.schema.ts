import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A file made when the mail is sent (an invoice PDF), so the outbox keeps no large blobs. */
@Schema({ _id: false })
export class OutboxAttachment {
  @Prop({ required: true }) filename: string;
  @Prop({ required: true }) contentType: string;
  /** The registered source that makes the file, and what it makes it from (an order id). */
  @Prop({ required: true }) source: string;
  @Prop({ required: true }) ref: string;
}
const OutboxAttachmentSchema = SchemaFactory.createForClass(OutboxAttachment);

/** One mail to send, queued in MongoDB so that it survives restarts and SMTP outages. */
@Schema({ collection: 'mail_outbox', timestamps: true })
export class OutboxMail {
  /** What the mail is about (order-paid:<orderId>): the same key is never queued twice. */
  @Prop({ required: true, unique: true }) key: string;
  @Prop({ required: true }) to: string;
  @Prop({ required: true }) subject: string;
  /** The body, until it is sent (then dropped: it may hold a reset code). */
  @Prop() text?: string;
  @Prop() html?: string;
  /** Extra header lines by name, until it is sent (an unsubscribe link is a key to a consent). */
  @Prop({ type: Object }) headers?: Record<string, string>;
  @Prop({ type: [OutboxAttachmentSchema], default: [] }) attachments: OutboxAttachment[];
  @Prop({ type: String, required: true, enum: OUTBOX_STATUSES, default: 'pending' })
  status: OutboxStatus;
  /** Sending attempts so far. */
  @Prop({ required: true, default: 0 }) attempts: number;
  /** A pending mail waits until then (the back-off after a failure). */
  @Prop({ required: true }) nextAttemptAt: Date;
  /** A mail being sent is another worker's until then; after, it is taken as abandoned. */
  @Prop() lockedUntil?: Date;
  @Prop() lastError?: string;
  @Prop() sentAt?: Date;
}

export const OutboxMailSchema = SchemaFactory.createForClass(OutboxMail);
// The worker's two questions: pending mails that are due, and sending ones whose lock expired.
OutboxMailSchema.index({ status: 1, nextAttemptAt: 1 });
OutboxMailSchema.index({ status: 1, lockedUntil: 1 });
