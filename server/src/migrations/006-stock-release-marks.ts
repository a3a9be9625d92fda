import type { Connection } from 'mongoose';
import type { Migration } from './migration';

/**
 * Orders that failed or were refunded before orders marked the release of their stock
 * (`stockReleasedAt`) gave their units back then: they are marked, so that no later change (an
 * admin setting one back to paid and refunding it again) gives the units back a second time.
 */
export const stockReleaseMarks: Migration = {
  name: '006-stock-release-marks',
  async run(connection: Connection): Promise<number> {
    const { modifiedCount } = await connection
      .collection('orders')
      .updateMany(
        { paymentStatus: { $in: ['failed', 'refunded'] }, stockReleasedAt: { $exists: false } },
        { $set: { stockReleasedAt: new Date() } },
      );
    return modifiedCount;
  },
};
