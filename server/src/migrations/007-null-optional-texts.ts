import type { Connection } from 'mongoose';
import type { Migration } from './migration';

/** The optional texts that earlier versions stored as null when a request sent null. */
const OPTIONAL_TEXTS: Record<string, string[]> = {
  categories: ['nameAr', 'descriptionAr'],
  products: ['nameAr', 'descriptionAr', 'carEngine'],
  packages: ['nameAr', 'descriptionAr'],
  carbrands: ['nameAr'],
};

/**
 * Optional texts stored as null (requests may no longer send null for them) are removed, so
 * that the API answers them as absent, as its types say, instead of null.
 */
export const nullOptionalTexts: Migration = {
  name: '007-null-optional-texts',
  async run(connection: Connection): Promise<number> {
    let total = 0;
    for (const [collection, fields] of Object.entries(OPTIONAL_TEXTS)) {
      for (const field of fields) {
        // Matches only a stored null: a missing field is left alone.
        const { modifiedCount } = await connection
          .collection(collection)
          .updateMany({ [field]: { $type: 'null' } }, { $unset: { [field]: '' } });
        total += modifiedCount;
      }
    }
    return total;
  },
};
