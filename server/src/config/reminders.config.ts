import { createHmac } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { isValidEmail } from '@shop/shared';
import { ConfigError, readDurationMs, readOptionalString, readSecret } from './env';

/** The shop's mails beyond orders: service reminders, back in stock, forgotten carts. */
export const remindersConfig = registerAs('reminders', () => {
  const env = process.env;
  // Outside production: one derived from JWT_SECRET (the same on every instance) when it is set.
  const unsubscribeSecret = readSecret(env, 'UNSUBSCRIBE_SECRET', 'the unsubscribe links', () => {
    const jwtSecret = readOptionalString(env, 'JWT_SECRET');
    return jwtSecret && createHmac('sha256', jwtSecret).update('unsubscribe-links').digest('hex');
  });
  const mailto = readOptionalString(env, 'UNSUBSCRIBE_MAILTO');
  if (mailto && !isValidEmail(mailto)) {
    throw new ConfigError(`UNSUBSCRIBE_MAILTO must be an email address; got "${mailto}".`);
  }
  return {
    /** Signs the links that turn a consent off without logging in (HMAC-SHA256). */
    unsubscribeSecret,
    /** A mailbox that takes unsubscribe requests by mail too, named in List-Unsubscribe. */
    unsubscribeMailto: mailto,
    /** How often each process looks for reminders and forgotten carts to mail. */
    sweepMs: readDurationMs(env, 'REMINDER_SWEEP_INTERVAL', '1h'),
    /** A cart untouched this long is forgotten: its shopper (consenting to offers) is mailed. */
    abandonedCartAfterMs: readDurationMs(env, 'ABANDONED_CART_AFTER', '24h'),
  };
});
export type RemindersConfig = ReturnType<typeof remindersConfig>;
