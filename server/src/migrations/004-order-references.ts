import type { Connection, Types } from 'mongoose';
import { orderReferenceOf } from '../orders/schemas/order.schema';
import { MIGRATION_BATCH, type Migration } from './migration';

/**
 * Orders placed before they carried their number (`reference`, set on save) get one, so the
 * admin's search by number finds them too.
 */
export const orderReferences: Migration = {
  name: '004-order-references',
  async run(connection: Connection): Promise<number> {
    const orders = connection.collection<{ _id: Types.ObjectId; reference?: string }>('orders');
    let total = 0;
    for (;;) {
      const batch = await orders
        .find({ reference: { $exists: false } })
        .project<{ _id: Types.ObjectId }>({ _id: 1 })
        .limit(MIGRATION_BATCH)
        .toArray();
      if (!batch.length) return total;
      await orders.bulkWrite(
        batch.map(({ _id }) => ({
          updateOne: { filter: { _id }, update: { $set: { reference: orderReferenceOf(_id) } } },
        })),
      );
      total += batch.length;
    }
  },
};
