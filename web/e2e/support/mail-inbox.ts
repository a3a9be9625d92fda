/**
 * A real SMTP server for the journeys, run by the global setup next to the shop's server. The
 * journeys run in other processes, so what it received is read over a small HTTP endpoint:
 * GET /last?to=<address>[&subject=<text>] answers the newest mail to that address (whose subject
 * contains the text) as { subject, text, attachments }, or 404.
 * Both listen on loopback only. The SMTP side is the server tests' inbox.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { SmtpInbox } from '../../../server/test/support/smtp-inbox';

export interface ReceivedMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

const addressesOf = (mail: ParsedMail): string[] =>
  [mail.to ?? []]
    .flat()
    .flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ''));

export class MailInbox {
  private readonly smtp = new SmtpInbox();

  private readonly http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to')?.toLowerCase();
    const subject = url.searchParams.get('subject') ?? '';
    const mail =
      url.pathname === '/last' && to
        ? this.smtp.mails
            .filter(
              (candidate) =>
                addressesOf(candidate).includes(to) && (candidate.subject ?? '').includes(subject),
            )
            .at(-1)
        : undefined;
    if (!mail) {
      response.writeHead(404).end();
      return;
    }
    const body: ReceivedMail = {
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      attachments: mail.attachments.map(({ filename, contentType }) => ({
        filename: filename ?? '',
        contentType,
      })),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });

  /** Starts both servers; answers the SMTP_URL for the shop and the URL journeys read from. */
  async start(): Promise<{ smtpUrl: string; readUrl: string }> {
    const smtpUrl = await this.smtp.start();
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return { smtpUrl, readUrl: `http://127.0.0.1:${(this.http.address() as AddressInfo).port}` };
  }

  async stop(): Promise<void> {
    // Journeys' fetches may leave keep-alive connections open; they would hold close() up.
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    await this.smtp.stop();
  }
}
