import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** A shopper's "notify me" on a product out of stock: mailed once when it is back, then gone. */
@Schema({ collection: 'stock_alerts', timestamps: { createdAt: true, updatedAt: false } })
export class StockAlert {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) userId: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) productId: Types.ObjectId;
}

export const StockAlertSchema = SchemaFactory.createForClass(StockAlert);
// One per shopper and product, however often the button is pressed; found by product.
StockAlertSchema.index({ userId: 1, productId: 1 }, { unique: true });
StockAlertSchema.index({ productId: 1 });
