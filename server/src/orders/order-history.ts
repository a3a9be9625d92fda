import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { CASH_ON_DELIVERY } from '@shop/shared';
import { Model, trusted, type Types } from 'mongoose';
import { AWAITING_PAYMENT, Order, OrderSchema } from './schemas/order.schema';

/**
 * What promotions read of a shopper's orders (first-order-only coupons and offers, and the order
 * whose coupon use the next placement gives back), lent by the orders module without the rest of
 * it: promotions sit below carts and orders.
 */
@Injectable()
export class OrderHistory {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /**
   * Whether the shopper has ordered before: an order paid, refunded, or awaiting payment — but
   * a card order of the cart's current version, which the next placement replaces (it is
   * abandoned before the new order takes its coupon use, so the answer is the same then). An
   * abandoned order was never paid: it counts no more than a failed one.
   */
  async hasOrdered(userId: string, cartVersion: number): Promise<boolean> {
    const found = await this.orders.exists({
      userId,
      $or: trusted([
        { paymentStatus: trusted({ $in: ['paid', 'refunded'] }) },
        { paymentStatus: 'initiated', paymentMethod: CASH_ON_DELIVERY },
        { ...AWAITING_PAYMENT, cartVersion: trusted({ $ne: cartVersion }) },
      ]),
    });
    return found !== null;
  }

  /**
   * The card order of the cart's current version still awaiting payment, if any: the one the
   * shopper's next placement replaces, giving back its units and its coupon use.
   */
  async replacedNext(userId: string, cartVersion: number): Promise<Types.ObjectId | undefined> {
    return (await this.orders.exists(replaceableOrder(userId, cartVersion)))?._id;
  }
}

/** The shopper's card orders awaiting payment (not abandoned). */
export const cardOrderAwaiting = (userId: string) => ({
  userId,
  ...AWAITING_PAYMENT,
  paymentMethod: trusted({ $ne: CASH_ON_DELIVERY }),
});

/**
 * The order a new placement of this cart version replaces (OrdersService.holdStock): a card
 * order of it awaiting payment that still holds its units.
 */
export const replaceableOrder = (userId: string, cartVersion: number) => ({
  ...cardOrderAwaiting(userId),
  cartVersion,
  stockReleasedAt: null,
});

@Module({
  imports: [MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }])],
  providers: [OrderHistory],
  exports: [OrderHistory],
})
export class OrderHistoryModule {}
