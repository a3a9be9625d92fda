import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONSENTS, type Consent } from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** One change of a consent: what the shopper chose, and when. */
@Schema({ _id: false })
export class ConsentChange {
  @Prop({ type: String, required: true, enum: CONSENTS }) consent: Consent;
  @Prop({ required: true }) given: boolean;
  @Prop({ required: true }) at: Date;
}
const ConsentChangeSchema = SchemaFactory.createForClass(ConsentChange);

/**
 * A user's consents to mails beyond their orders, one document per user (its _id the user's), each
 * off until the user turns it on. A change sets the consent and records itself in one update, so
 * the record of changes always tells how the consent came to be what it is.
 */
@Schema({ collection: 'consents', timestamps: true })
export class Consents {
  @Prop({ type: MongooseSchema.Types.ObjectId }) _id: Types.ObjectId;
  @Prop({ default: false }) serviceReminders: boolean;
  @Prop({ default: false }) offers: boolean;
  /** Oldest first; the newest CONSENT_CHANGES_KEPT are kept. */
  @Prop({ type: [ConsentChangeSchema], default: [] }) changes: ConsentChange[];
}

export const ConsentsSchema = SchemaFactory.createForClass(Consents);
