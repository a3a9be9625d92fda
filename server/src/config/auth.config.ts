import { randomBytes } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { isValidEmail } from '@shop/shared';
import { ConfigError, isProduction, readDurationMs, readInt, readOptionalString } from './env';

export const JWT_SECRET_MIN_LENGTH = 32;

export const authConfig = registerAs('auth', () => {
  const env = process.env;
  let jwtSecret = readOptionalString(env, 'JWT_SECRET');
  if (!jwtSecret || jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    if (isProduction(env)) {
      throw new ConfigError(
        `JWT_SECRET must be set to at least ${JWT_SECRET_MIN_LENGTH} characters in production ` +
          `(for example: openssl rand -hex 32).`,
      );
    }
    // Outside production a missing secret is replaced per process: tokens then die on restart.
    jwtSecret = randomBytes(32).toString('hex');
  }
  const adminEmail = readOptionalString(env, 'ADMIN_EMAIL');
  if (adminEmail && !isValidEmail(adminEmail)) {
    throw new ConfigError(
      `ADMIN_EMAIL must be an email address with a 2-4 letter ending; got "${adminEmail}".`,
    );
  }
  return {
    jwtSecret,

    jwtTtlMs: readDurationMs(env, 'JWT_TTL', '7d'),
    adminEmail,

    adminPassword: readOptionalString(env, 'ADMIN_PASSWORD'),
    /** Failed logins (and wrong reset codes) one email may see per window. */
    maxFailuresPerEmail: readInt(env, 'AUTH_MAX_FAILURES_PER_EMAIL', 10, 1),
    failureWindowMinutes: readInt(env, 'AUTH_FAILURE_WINDOW_MINUTES', 15, 1),
    /** Login and password-reset calls one client may make per minute. */
    maxRequestsPerClientPerMinute: readInt(env, 'AUTH_MAX_REQUESTS_PER_MINUTE', 60, 1),
  };
});
export type AuthConfig = ReturnType<typeof authConfig>;
