import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * A login. Its token names it, so deleting it (logout, password reset, user deleted) kills the
 * token at once. Lookups ignore an expired session; expired ones are swept at each login.
 */
@Schema({ timestamps: { createdAt: true, updatedAt: false } })
export class Session {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true })
  userId: Types.ObjectId;
  @Prop({ required: true, index: true }) expiresAt: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
