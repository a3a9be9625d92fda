import { registerAs } from '@nestjs/config';
import {
  readInt,
  readString,
  readUrl,
  readChoice,
  readOptionalString,
  readBoolean,
  isProduction,
} from './env';
import { resolveFromRoot } from './paths';

export const LOG_LEVELS = ['silent', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const appConfig = registerAs('app', () => {
  const env = process.env;
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const corsOrigins = readOptionalString(env, 'CORS_ORIGINS');
  return {
    production: isProduction(env),
    port,
    /** Where the shop is reached from outside; absolute URLs in answers start with it. */
    publicUrl: readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`)!.replace(/\/+$/, ''),
    /** Origins other than the shop's own that may call the API from a browser. */
    corsOrigins: corsOrigins ? corsOrigins.split(',').map((origin) => origin.trim()) : [],
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'log'),
    /** The built SPA; absent in API-only containers, where nothing is served at /. */
    webDistDir: resolveFromRoot(readString(env, 'WEB_DIST_DIR', 'web/dist')),
    seedDemo: readBoolean(env, 'SEED_DEMO', !isProduction(env)),
  };
});
export type AppConfig = ReturnType<typeof appConfig>;
