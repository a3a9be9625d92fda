import type { Connection, mongo, Types } from 'mongoose';
import { productSearchTokens, type SearchableProduct } from '../text/search-tokens';
import { MIGRATION_BATCH, type Migration } from './migration';

/** Products saved before keyword search read `searchTokens` get them, in batches. */
export const searchTokens: Migration = {
  name: '003-product-search-tokens',
  async run(connection: Connection): Promise<number> {
    const products = connection.collection('products');
    const cursor = products
      .find({ searchTokens: { $exists: false } })
      .project<SearchableProduct & { _id: Types.ObjectId }>({
        name: 1,
        nameAr: 1,
        description: 1,
        descriptionAr: 1,
        'carDetails.agency': 1,
        'carDetails.model': 1,
      });
    let batch: mongo.AnyBulkWriteOperation[] = [];
    let total = 0;
    for await (const product of cursor) {
      batch.push({
        updateOne: {
          filter: { _id: product._id },
          update: { $set: { searchTokens: productSearchTokens(product) } },
        },
      });
      if (batch.length === MIGRATION_BATCH) {
        await products.bulkWrite(batch);
        total += batch.length;
        batch = [];
      }
    }
    if (batch.length) await products.bulkWrite(batch);
    return total + batch.length;
  },
};
