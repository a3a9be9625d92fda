import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { Order, orderReferenceOf } from './schemas/order.schema';

/** How many orders the backfill writes at a time. */
const BATCH = 500;

/**
 * Gives orders placed before they carried their number (`reference`, set on save) one, so the
 * admin's search by number finds them too. Idempotent: later starts find none left to do.
 */
@Injectable()
export class OrderReferences implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrderReferences.name);

  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  async onApplicationBootstrap(): Promise<void> {
    let total = 0;
    for (;;) {
      const orders = await this.orders
        .find({ reference: trusted({ $exists: false }) })
        .select('_id')
        .limit(BATCH)
        .lean();
      if (!orders.length) break;
      await this.orders.bulkWrite(
        orders.map(({ _id }) => ({
          updateOne: { filter: { _id }, update: { reference: orderReferenceOf(_id) } },
        })),
      );
      total += orders.length;
    }
    if (total) this.logger.log(`Order numbers added to ${total} orders saved before they existed`);
  }
}
