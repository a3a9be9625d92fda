import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * One cart per user. Its lines are a map from "product:<id>" or "package:<id>" to a quantity, so
 * that adding, changing and removing a line are each one atomic update ($inc, $set, $unset):
 * twenty parallel adds leave a quantity of twenty, and no positional array operator is needed.
 */
@Schema({ timestamps: true, minimize: false })
export class Cart {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true, unique: true })
  userId: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} }) lines: Record<string, number>;
  /**
   * Raised by every change of the lines: an order remembers the version it was built from, and
   * only one order of one version may end paid.
   */
  @Prop({ default: 0 }) version: number;
  /**
   * The forgotten-cart mail: when the last one was sent, and the version it was about (one mail
   * per version left, at most one a week). Set without touching updatedAt, which dates the lines.
   */
  @Prop() remindedAt?: Date;
  @Prop() remindedVersion?: number;

  /**
   * The coupon code the shopper applied, in capitals (issue 27): checked again whenever the cart
   * is read, and by the order placed from it. Not a change of the lines: the version stays.
   */
  @Prop() coupon?: string;
}

export const CartSchema = SchemaFactory.createForClass(Cart);
// The forgotten-cart sweep: carts by the time their lines last changed.
CartSchema.index({ updatedAt: 1 });
