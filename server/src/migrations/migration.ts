import type { Connection } from 'mongoose';

/**
 * A change to the data that earlier versions of the shop left, run once per database (at the
 * first start of the version that brings it) through database/run-once.ts: `name` is its claim.
 * It works on the collections as they are, through the driver, not through the modules' models:
 * it describes the data of its time. It must be idempotent (a run interrupted halfway is run
 * again whole) and answers how many records it changed.
 */
export interface Migration {
  name: string;
  run(connection: Connection): Promise<number>;
}

/** How many records a migration writes at a time. */
export const MIGRATION_BATCH = 500;
