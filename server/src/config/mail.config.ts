import { registerAs } from '@nestjs/config';
import { ConfigError, isProduction, readInt, readString, readUrl } from './env';

export const mailConfig = registerAs('mail', () => {
  const env = process.env;
  const smtpUrl = readUrl(env, 'SMTP_URL');
  if (!smtpUrl && isProduction(env)) {
    throw new ConfigError(
      'SMTP_URL must be set in production: password-reset codes and order mails are mailed.',
    );
  }
  const retryMs = readInt(env, 'MAIL_RETRY_MS', 30_000, 10, 3_600_000);
  return {
    /** smtp://user:pass@host:port; without it, outside production, mails go to the log. */
    smtpUrl,
    from: readString(env, 'MAIL_FROM', 'Qitaa Auto Parts <no-reply@localhost>'),
    /** The first retry of a failed send comes after this; each further one waits twice as long. */
    retryMs,
    /** How often the outbox is looked at for mails that are due (retries, other instances'). */
    pollMs: Math.min(retryMs, 10_000),
  };
});
export type MailConfig = ReturnType<typeof mailConfig>;
