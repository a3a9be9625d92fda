import type { Connection, mongo, Types } from 'mongoose';
import type { CarDetails } from '@shop/shared';
import { carDetailsFitment } from '../vehicles/fitments';
import type { StoredFitment } from '../vehicles/schemas/stored-fitment.schema';
import { VEHICLE_CATALOG } from '../vehicles/vehicle-catalog.data';
import { vehicleNamesOf } from '../vehicles/vehicle-names';
import { MIGRATION_BATCH, type Migration } from './migration';

/**
 * Products saved before fitments get the fitment their documented carDetails make (searches by
 * car read fitments only), in the names of the vehicle catalog this version seeds, in batches.
 */
export const productCarDetailsFitments: Migration = {
  name: '008-product-car-details-fitments',
  async run(connection: Connection): Promise<number> {
    const names = vehicleNamesOf(VEHICLE_CATALOG);
    const products = connection.collection('products');
    const cursor = products
      .find({ 'carDetails.agency': { $type: 'string' }, 'fitments.fromCarDetails': { $ne: true } })
      .project<{
        _id: Types.ObjectId;
        carDetails: Partial<CarDetails>;
        fitments?: StoredFitment[];
      }>({ carDetails: 1, fitments: 1 });
    const updates: mongo.AnyBulkWriteOperation[] = [];
    for await (const product of cursor) {
      const fitments = [
        ...(product.fitments ?? []),
        ...carDetailsFitment(product.carDetails, names),
      ];
      updates.push({ updateOne: { filter: { _id: product._id }, update: { $set: { fitments } } } });
    }
    for (let at = 0; at < updates.length; at += MIGRATION_BATCH) {
      await products.bulkWrite(updates.slice(at, at + MIGRATION_BATCH));
    }
    return updates.length;
  },
};
