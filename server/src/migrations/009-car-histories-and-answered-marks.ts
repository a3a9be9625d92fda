import type { Connection, Types } from 'mongoose';
import { MIGRATION_BATCH, type Migration } from './migration';

interface StoredCar {
  _id: Types.ObjectId;
  mileage?: number;
  updatedAt?: Date;
  createdAt?: Date;
}

/**
 * Records kept before the fields issues 28 and 29 added: a garage car gets its mileage history
 * (its one reading, dated when the car last changed) and an empty service history, which the
 * garage's next service and the reminders read; a contact message gets `answered: false`. The
 * code then reads every record alike, with no stand-in for a missing field.
 */
export const carHistoriesAndAnsweredMarks: Migration = {
  name: '009-car-histories-and-answered-marks',
  async run(connection: Connection): Promise<number> {
    const cars = connection.collection<StoredCar>('usercars');
    let total = 0;
    for (;;) {
      const batch = await cars
        .find({ mileageLog: { $exists: false } })
        .project<StoredCar>({ mileage: 1, updatedAt: 1, createdAt: 1 })
        .limit(MIGRATION_BATCH)
        .toArray();
      if (!batch.length) break;
      await cars.bulkWrite(
        batch.map(({ _id, mileage = 0, updatedAt, createdAt }) => ({
          updateOne: {
            filter: { _id, mileageLog: { $exists: false } },
            update: {
              $set: {
                mileageLog: [{ mileage, at: updatedAt ?? createdAt ?? _id.getTimestamp() }],
                services: [],
              },
            },
          },
        })),
      );
      total += batch.length;
    }
    const { modifiedCount } = await connection
      .collection('contactmessages')
      .updateMany({ answered: { $exists: false } }, { $set: { answered: false } });
    return total + modifiedCount;
  },
};
