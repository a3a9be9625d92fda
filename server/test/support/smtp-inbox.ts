import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a loopback port that keeps what it receives, for mail assertions. */
export class SmtpInbox {
  readonly mails: ParsedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => this.mails.push(mail))
        .then(() => callback(), callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The newest mail to `address`, waiting for it to arrive: the outbox sends in the background,
   * and in full runs a reset code has taken more than thirty seconds (alone: under one).
   */
  async lastMailTo(address: string, timeoutMs = 60_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.filter((m) => m.to && JSON.stringify(m.to).includes(address)).at(-1);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
