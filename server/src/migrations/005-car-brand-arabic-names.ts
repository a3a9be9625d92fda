import type { Connection, Types } from 'mongoose';
import { VEHICLE_CATALOG } from '../vehicles/vehicle-catalog.data';
import type { Migration } from './migration';

/**
 * Car brands seeded before they had Arabic names get the one the vehicle catalog gives their
 * make (once the Arabic names of a dictionary of 17 brands, the same words), if any.
 */
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
      const nameAr = VEHICLE_CATALOG.find(
        (make) => make.name.toLowerCase() === carBrand.trim().toLowerCase(),
      )?.nameAr;
      if (!nameAr) continue;
      await brands.updateOne({ _id }, { $set: { nameAr } });
      named += 1;
    }
    return named;
  },
};
