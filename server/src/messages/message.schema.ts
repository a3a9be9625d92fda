import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A message a visitor sent from the Contact page. */
@Schema({ timestamps: { createdAt: true, updatedAt: false } })
export class ContactMessage {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true, lowercase: true }) email: string;
  @Prop({ required: true, trim: true }) description: string;
  /** Marked by an admin once the sender has had an answer (older messages were given false, migration 009). */
  @Prop({ default: false }) answered: boolean;
}

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
ContactMessageSchema.index({ createdAt: -1 });
