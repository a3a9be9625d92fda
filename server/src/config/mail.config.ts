import { registerAs } from '@nestjs/config';
import { readString, readUrl } from './env';

export const mailConfig = registerAs('mail', () => {
  const env = process.env;
  return {
    /** smtp://user:pass@host:port; without it, outside production, mails go to the log. */
    smtpUrl: readUrl(env, 'SMTP_URL'),
    from: readString(env, 'MAIL_FROM', 'Qitaa Auto Parts <no-reply@localhost>'),
  };
});
export type MailConfig = ReturnType<typeof mailConfig>;
