import { registerAs } from '@nestjs/config';
import { ConfigError, readInt, readOptionalString } from './env';

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
  };
});
export type DatabaseConfig = ReturnType<typeof databaseConfig>;
