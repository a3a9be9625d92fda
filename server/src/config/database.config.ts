import { registerAs } from '@nestjs/config';
import { ConfigError, readDurationMs, readInt, readOptionalString } from './env';

export const databaseConfig = registerAs('database', () => {
  const env = process.env;
  // `npm start` and `npm test` set it, to a database of their own when none is given
  // (scripts/local-services/database.mjs).
  const uri = readOptionalString(env, 'MONGODB_URI');
  if (!uri) {
    throw new ConfigError(
      'MONGODB_URI is not set: `npm start` provides a database of its own, or set MONGODB_URI.',
    );
  }
  return {
    uri,
    /** How long a request waits for an unreachable database before answering 503. */
    serverSelectionTimeoutMs: readInt(env, 'DB_TIMEOUT_MS', 3000, 100, 60000),
    /**
     * How often each process checks that the database still holds what the shop prepares in it
     * at start (its indexes, the admin), to prepare an emptied or replaced one again.
     */
    preparedCheckMs: readDurationMs(env, 'DB_PREPARED_CHECK_INTERVAL', '10s'),
  };
});
export type DatabaseConfig = ReturnType<typeof databaseConfig>;
