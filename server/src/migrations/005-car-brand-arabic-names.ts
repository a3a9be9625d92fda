import type { Connection, Types } from 'mongoose';
import { arabicBrandName } from '../text/car-names';
import type { Migration } from './migration';

/** Car brands seeded before they had Arabic names get the one the dictionary knows, if any. */
export const carBrandArabicNames: Migration = {
  name: '005-car-brand-arabic-names',
  async run(connection: Connection): Promise<number> {
    const brands = connection.collection('carbrands');
    const unnamed = await brands
      .find({ nameAr: { $exists: false } })
      .project<{ _id: Types.ObjectId; carBrand: string }>({ carBrand: 1 })
      .toArray();
    let named = 0;
    for (const { _id, carBrand } of unnamed) {
      const nameAr = arabicBrandName(carBrand);
      if (!nameAr) continue;
      await brands.updateOne({ _id }, { $set: { nameAr } });
      named += 1;
    }
    return named;
  },
};
