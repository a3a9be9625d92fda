import { type FilterQuery, type Model, trusted } from 'mongoose';
import { isDuplicateKey } from './database-errors';

/** A lease's document: its `_id` names what it is held on, `since` when it was taken. */
export interface Lease {
  _id: string;
  since: Date;
}

/**
 * Takes the lease on `id` unless someone holds it: one atomic upsert, which a live lease makes
 * meet the _id (11000), as database/run-once.ts claims its tasks. A lease older than `ms` was left
 * by a process that stopped, and is taken over. Answers the lease's start, to let go of it by
 * (`releaseLease`), or undefined while another holds it.
 */
export async function takeLease<T extends Lease>(
  leases: Model<T>,
  id: string,
  ms: number,
): Promise<Date | undefined> {
  const since = new Date();
  try {
    await leases.updateOne(
      { _id: id, since: trusted({ $lt: new Date(since.getTime() - ms) }) } as FilterQuery<T>,
      { $set: { since } },
      { upsert: true },
    );
    return since;
  } catch (error) {
    if (isDuplicateKey(error)) return undefined;
    throw error;
  }
}

/** Lets go of the lease taken at `since`; one taken over since stays its new holder's. */
export async function releaseLease<T extends Lease>(
  leases: Model<T>,
  id: string,
  since: Date,
): Promise<void> {
  await leases.deleteOne({ _id: id, since } as FilterQuery<T>);
}
