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

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable. Please try again shortly.';
