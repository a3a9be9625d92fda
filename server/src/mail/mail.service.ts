import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import { mailConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail over SMTP_URL; without one (outside production) writes it to the log instead. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(@Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.warn(
        `NOT SENT (no SMTP_URL is configured; this is the mail that would go out): ` +
          `to ${mail.to}, subject "${mail.subject}"\n${mail.text}`,
      );
      return;
    }
    await this.transport.sendMail({ from: this.config.from, ...mail });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
