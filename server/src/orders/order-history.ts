import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { CASH_ON_DELIVERY } from '@shop/shared';
import { Model, trusted } from 'mongoose';
import { Order, OrderSchema } from './schemas/order.schema';

/**
 * The one fact of a shopper's orders that promotions read (first-order-only coupons and offers),
 * lent by the orders module without the rest of it: promotions sit below carts and orders.
 */
@Injectable()
export class OrderHistory {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /**
   * Whether the shopper has ordered before: an order paid, refunded, or awaiting payment — but
   * a card order of the cart's current version, which the next placement replaces (it is failed
   * before the new order takes its coupon use, so the answer is the same then).
   */
  async hasOrdered(userId: string, cartVersion: number): Promise<boolean> {
    const found = await this.orders.exists({
      userId,
      $or: trusted([
        { paymentStatus: trusted({ $in: ['paid', 'refunded'] }) },
        { paymentStatus: 'initiated', paymentMethod: CASH_ON_DELIVERY },
        { paymentStatus: 'initiated', cartVersion: trusted({ $ne: cartVersion }) },
      ]),
    });
    return found !== null;
  }
}

@Module({
  imports: [MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }])],
  providers: [OrderHistory],
  exports: [OrderHistory],
})
export class OrderHistoryModule {}
