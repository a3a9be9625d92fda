import { registerAs } from '@nestjs/config';
import { isValidEmail } from '@shop/shared';
import { ConfigError, readDurationMs, readInt, readOptionalString, readSecret } from './env';

export const authConfig = registerAs('auth', () => {
  const env = process.env;
  const jwtSecret = readSecret(env, 'JWT_SECRET', 'the login tokens');
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
    /**
     * Failed logins and wrong reset codes one client may make for one email in a row before it
     * must wait: 1 minute, then twice as long after each further failure.
     */
    maxFailuresPerEmail: readInt(env, 'AUTH_MAX_FAILURES_PER_EMAIL', 10, 1),
    /** The longest wait of that back-off. */
    maxBackoffMinutes: readInt(env, 'AUTH_MAX_BACKOFF_MINUTES', 15, 1),
    /** Failed logins and wrong codes one client may make per day, whatever the emails. */
    maxFailuresPerClientPerDay: readInt(env, 'AUTH_MAX_FAILURES_PER_CLIENT_PER_DAY', 100, 1),
    /** Reset codes one client may ask for one email per 15 minutes. */
    maxCodeRequestsPerEmail: readInt(env, 'AUTH_MAX_CODE_REQUESTS_PER_EMAIL', 5, 1),
    /** Login and password-reset calls one client may make per minute. */
    maxRequestsPerClientPerMinute: readInt(env, 'AUTH_MAX_REQUESTS_PER_MINUTE', 60, 1),
    /** Registrations one client may attempt per hour. */
    maxRegistrationsPerClientPerHour: readInt(env, 'AUTH_MAX_REGISTRATIONS_PER_HOUR', 20, 1),
    /**
     * Password hashes and checks (bcrypt, on libuv's thread pool) one process runs at once, and
     * how many more may wait; beyond those a login or registration answers 503 SERVER_BUSY.
     */
    passwordHashConcurrency: readInt(env, 'PASSWORD_HASH_CONCURRENCY', 1, 1, 64),
    passwordHashQueue: readInt(env, 'PASSWORD_HASH_QUEUE', 32, 0, 10_000),
  };
});
export type AuthConfig = ReturnType<typeof authConfig>;
