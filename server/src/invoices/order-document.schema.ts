import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * A document made for an order, kept as it was made: the invoice PDF (and, with e-invoicing,
 * its XML beside it). Its _id is `<orderId>:<kind>`, so an order has one document of each kind
 * and of two processes making it at once, the first to store it is the one kept.
 */
@Schema({ collection: 'order_documents', versionKey: false, timestamps: { updatedAt: false } })
export class OrderDocument {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  orderId: Types.ObjectId;
  /** What the document is, such as `invoice-pdf`. */
  @Prop({ required: true }) kind: string;
  @Prop({ required: true }) contentType: string;
  @Prop({ type: Buffer, required: true }) content: Buffer;
  /** The content's SHA-256 (base64url): its strong validator, answered as its ETag. */
  @Prop({ required: true }) sha256: string;
}

export const OrderDocumentSchema = SchemaFactory.createForClass(OrderDocument);
