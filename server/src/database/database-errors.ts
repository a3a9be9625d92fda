/** Mongo driver and mongoose errors that mean "the database cannot be reached right now". */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  return error instanceof Error && UNAVAILABLE_ERROR_NAMES.has(error.name);
}

/** A unique index refused the write: another request (or instance) made the record first. */
export const isDuplicateKey = (error: unknown): boolean =>
  (error as { code?: number } | null)?.code === 11000;
