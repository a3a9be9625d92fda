import { randomBytes } from 'node:crypto';
/**
 * Reading the environment with clear refusals. Each config namespace reads its own variables
 * through these helpers, so a bad value stops the start with a message that names the variable.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = NodeJS.ProcessEnv;

const present = (env: Env, key: string): string | undefined => {
  const value = env[key]?.trim();
  return value ? value : undefined;
};

export function readString(env: Env, key: string, fallback: string): string {
  return present(env, key) ?? fallback;
}

export function readOptionalString(env: Env, key: string): string | undefined {
  return present(env, key);
}

/** The least length of a signing secret: 32 characters, as `openssl rand -hex 16` gives. */
export const SECRET_MIN_LENGTH = 32;

/**
 * A signing secret: at least SECRET_MIN_LENGTH characters, required in production (`purpose` says
 * what it signs). Outside production a missing or short one is `fallback` when given (the same on
 * every instance), else random per process, so what it signed dies on restart.
 */
export function readSecret(
  env: Env,
  key: string,
  purpose: string,
  fallback?: () => string | undefined,
): string {
  const secret = readOptionalString(env, key);
  if (secret && secret.length >= SECRET_MIN_LENGTH) return secret;
  if (isProduction(env)) {
    throw new ConfigError(
      `${key} must be set to at least ${SECRET_MIN_LENGTH} characters in production ` +
        `(for example: openssl rand -hex 32): it signs ${purpose}.`,
    );
  }
  return fallback?.() ?? randomBytes(32).toString('hex');
}

export function readInt(
  env: Env,
  key: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = present(env, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

export function readBoolean(env: Env, key: string, fallback: boolean): boolean {
  const raw = present(env, key)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false; got "${raw}".`);
}

export function readChoice<T extends string>(
  env: Env,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = present(env, key);
  if (raw === undefined) return fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${key} must be one of ${choices.join(', ')}; got "${raw}".`);
  }
  return raw as T;
}

export function readUrl(env: Env, key: string, fallback?: string): string | undefined {
  const raw = present(env, key) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be a URL; got "${raw}".`);
  }
  return raw;
}

export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production';

const DURATION_UNITS: Record<string, number> = { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 };

/** A duration such as 7d, 12h, 30m or 45s (plain numbers are seconds), in milliseconds. */
export function readDurationMs(env: Env, key: string, fallback: string): number {
  const raw = present(env, key) ?? fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
  if (!match || Number(match[1]) === 0) {
    throw new ConfigError(`${key} must be a duration such as 7d, 12h, 30m or 45s; got "${raw}".`);
  }
  return Number(match[1]) * (match[2] ? DURATION_UNITS[match[2]] : 1e3);
}
