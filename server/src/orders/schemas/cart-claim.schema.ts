import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * The one order that paid for a version of a user's cart. Its _id, `<userId>:<cartVersion>`, is
 * unique, so of two orders built from the same cart only the first to insert it ends paid,
 * whichever process settles them.
 */
@Schema({ collection: 'cart_claims', timestamps: true })
export class CartClaim {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) orderId: Types.ObjectId;
}

export const CartClaimSchema = SchemaFactory.createForClass(CartClaim);
