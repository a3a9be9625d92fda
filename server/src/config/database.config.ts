import { registerAs } from '@nestjs/config';
import { readInt, readOptionalString, readString } from './env';
import { resolveFromRoot } from './paths';

export const databaseConfig = registerAs('database', () => {
  const env = process.env;
  return {
    /** When absent, an embedded MongoDB is started (development and tests only). */
    uri: readOptionalString(env, 'MONGODB_URI'),
    /** Where the embedded MongoDB keeps its data between runs. */
    embeddedDataDir: resolveFromRoot(readString(env, 'EMBEDDED_DB_DIR', '.data/mongodb')),
    /** How long a request waits for an unreachable database before answering 503. */
    serverSelectionTimeoutMs: readInt(env, 'DB_TIMEOUT_MS', 3000, 100, 60000),
  };
});
export type DatabaseConfig = ReturnType<typeof databaseConfig>;
