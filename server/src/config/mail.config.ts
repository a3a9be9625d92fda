import { registerAs } from '@nestjs/config';
import { ConfigError, isProduction, readString, readUrl } from './env';

export const mailConfig = registerAs('mail', () => {
  const env = process.env;
  const smtpUrl = readUrl(env, 'SMTP_URL');
  if (!smtpUrl && isProduction(env)) {
    throw new ConfigError('SMTP_URL must be set in production: password-reset codes are mailed.');
  }
  return {
    /** smtp://user:pass@host:port; without it, outside production, mails go to the log. */
    smtpUrl,
    from: readString(env, 'MAIL_FROM', 'Qitaa Auto Parts <no-reply@localhost>'),
  };
});
export type MailConfig = ReturnType<typeof mailConfig>;
