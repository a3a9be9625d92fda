import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A shopper's order being placed, by user id: one at a time per shopper, so that the check of
 * their unpaid orders and the reservation that follows it cannot race (OrdersService.place). A
 * placement older than its lease was left by a process that stopped: the next one takes over.
 */
@Schema({ collection: 'order_placements' })
export class OrderPlacement {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) since: Date;
}

export const OrderPlacementSchema = SchemaFactory.createForClass(OrderPlacement);
