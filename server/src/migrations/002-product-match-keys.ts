import type { Connection, Types } from 'mongoose';
import { matchKeyOf } from '../products/schemas/product.schema';
import type { Migration } from './migration';

/**
 * Products saved before agencyKey and modelKey existed get them (searches by brand and model
 * match them).
 */
export const productMatchKeys: Migration = {
  name: '002-product-match-keys',
  async run(connection: Connection): Promise<number> {
    const products = connection.collection('products');
    const stale = await products
      .find({
        $or: [
          { agencyKey: { $exists: false }, 'carDetails.agency': { $type: 'string' } },
          { modelKey: { $exists: false }, 'carDetails.model': { $type: 'string' } },
        ],
      })
      .project<{ _id: Types.ObjectId; carDetails?: { agency?: unknown; model?: unknown } }>({
        'carDetails.agency': 1,
        'carDetails.model': 1,
      })
      .toArray();
    if (stale.length === 0) return 0;
    await products.bulkWrite(
      stale.map(({ _id, carDetails }) => {
        // The filter guarantees at least one of the two.
        const keys: { agencyKey?: string; modelKey?: string } = {};
        const agencyKey = matchKeyOf(carDetails?.agency);
        const modelKey = matchKeyOf(carDetails?.model);
        if (agencyKey !== undefined) keys.agencyKey = agencyKey;
        if (modelKey !== undefined) keys.modelKey = modelKey;
        return { updateOne: { filter: { _id }, update: { $set: keys } } };
      }),
    );
    return stale.length;
  },
};
