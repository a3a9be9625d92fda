import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REPORTING_STATUSES, type ReportingStatus } from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** One of ZATCA's validation messages about a document, as the back office shows it. */
@Schema({ _id: false })
export class ReportingMessage {
  @Prop({ required: true }) code: string;
  @Prop({ required: true }) category: string;
  @Prop({ required: true }) message: string;
}
const ReportingMessageSchema = SchemaFactory.createForClass(ReportingMessage);

/**
 * Where a document stands with ZATCA's reporting API: the queue's state (claimed atomically,
 * retried with back-off, as the mail outbox) and ZATCA's last answer.
 */
// `errors` is ZATCA's word for its answer's errors; the document is never validated by it.
@Schema({ _id: false, suppressReservedKeysWarning: true })
export class DocumentReporting {
  @Prop({ type: String, required: true, enum: REPORTING_STATUSES }) status: ReportingStatus;
  @Prop({ required: true, default: 0 }) attempts: number;
  /** A pending document waits until then (the back-off after a failure). */
  @Prop() nextAttemptAt?: Date;
  /** A document being reported is one process's until then; after, another takes it over. */
  @Prop() lockedUntil?: Date;
  /** ZATCA's last answer: its HTTP status, warnings and errors. */
  @Prop() httpStatus?: number;
  @Prop({ type: [ReportingMessageSchema], default: [] }) warnings: ReportingMessage[];
  @Prop({ type: [ReportingMessageSchema], default: [] }) errors: ReportingMessage[];
  /** Why the last attempt did not end it (no answer, 5xx, refused credentials). */
  @Prop() lastError?: string;
  @Prop() reportedAt?: Date;
  /** Set when found unreported 24 hours after it was issued (the deadline for simplified ones). */
  @Prop() overdueSince?: Date;
}
const DocumentReportingSchema = SchemaFactory.createForClass(DocumentReporting);

/**
 * A stamped ZATCA document of the shop's one chain (docs/e-invoicing.md): its _id is its invoice
 * counter value (ICV), so no two documents ever share a place in the chain, whichever process
 * stores them; each one's previousHash is the hash of the document before it. Kept for good —
 * the law keeps it, not the order (deleting an order leaves its documents here) — with the XML
 * exactly as it was stamped and reported.
 */
@Schema({ collection: 'zatca_documents', versionKey: false, timestamps: { updatedAt: false } })
export class ZatcaDocument {
  /** The invoice counter value (ICV), from 1. */
  @Prop({ type: Number, required: true }) _id: number;
  /** `<orderId>:<kind>`: an order has one document of each kind. */
  @Prop({ required: true, unique: true }) key: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) orderId: Types.ObjectId;
  @Prop({ type: String, required: true, enum: ['invoice', 'credit-note'] })
  kind: 'invoice' | 'credit-note';
  @Prop({ required: true }) number: string;
  @Prop({ required: true }) uuid: string;
  @Prop({ required: true }) issuedAt: Date;
  /** Its invoice hash: the next document's PIH. */
  @Prop({ required: true }) hash: string;
  /** The previous document's hash (PIH). */
  @Prop({ required: true }) previousHash: string;
  /** The phase-2 QR (base64 TLV, tags 1-9). */
  @Prop({ required: true }) qr: string;
  /** The signed UBL XML, as stamped. */
  @Prop({ required: true }) xml: string;
  /** Stamped with the demo identity: not a ZATCA document, reported nowhere. */
  @Prop({ required: true }) demo: boolean;
  @Prop({ type: DocumentReportingSchema, required: true }) reporting: DocumentReporting;
  createdAt: Date;
}

export const ZatcaDocumentSchema = SchemaFactory.createForClass(ZatcaDocument);
// The reporting worker's two questions (documents due, and abandoned claims), as the mail outbox
// asks its; the back office's list of problems; an order's documents.
ZatcaDocumentSchema.index({ 'reporting.status': 1, 'reporting.nextAttemptAt': 1 });
ZatcaDocumentSchema.index({ 'reporting.status': 1, 'reporting.lockedUntil': 1 });
ZatcaDocumentSchema.index({ orderId: 1 });
