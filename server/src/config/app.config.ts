import { isIP } from 'node:net';
import { registerAs } from '@nestjs/config';
import {
  ConfigError,
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

/** Names proxy-addr knows for address ranges, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe. Unset trusts nobody (the client is the socket's
 * peer); a number trusts that many proxy hops in front of the server; otherwise a comma-separated
 * list of proxy addresses or CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal).
 */
export function readTrustProxy(env: NodeJS.ProcessEnv): false | number | string[] {
  const raw = readOptionalString(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) return readInt(env, 'TRUST_PROXY', 0, 0, 10) || false;
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or comma-separated proxy addresses or CIDRs; got "${bad}".`,
    );
  }
  return entries;
}

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
    /** Proxies whose X-Forwarded-For names the client (per-client limits key on it). */
    trustProxy: readTrustProxy(env),
    seedDemo: readBoolean(env, 'SEED_DEMO', !isProduction(env)),
  };
});
export type AppConfig = ReturnType<typeof appConfig>;
