import type { Connection, Types } from 'mongoose';
import type { Migration } from './migration';

/** The match key of a stored agency or model, as searches of its time compared them. */
const matchKeyOf = (text: unknown): string | undefined =>
  typeof text === 'string' ? text.trim().toLowerCase() : undefined;

/**
 * Products saved before agencyKey and modelKey existed get them (searches by brand and model
 * matched them until fitments took their place; migration 006 gives such products theirs).
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
