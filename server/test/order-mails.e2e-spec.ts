import { SHOP_NAME_AR } from '@shop/shared';
import type { ParsedMail } from 'mailparser';
import { ADMIN_ENV, login, newAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { readInvoicePdf } from './support/invoices';
import {
  addToCart,
  answerThreeDSecure,
  myOrder,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import { SmtpInbox } from './support/smtp-inbox';
import { TcpProxy } from './support/tcp-proxy';
import { MailService } from '../src/mail/mail.service';
import { EventBus } from '../src/events/event-bus';

const PUBLIC_URL = 'http://shop.example.test';

describe('order mails', () => {
  let shop: TestApp;
  let inbox: SmtpInbox;
  /** The shop reaches the inbox through this relay: stopping it is SMTP going down. */
  let smtp: TcpProxy;
  let admin: string;
  let brakes: { _id: string };

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const inboxPort = Number(new URL(await inbox.start()).port);
    smtp = new TcpProxy('127.0.0.1', inboxPort);
    await smtp.start();
    shop = await startTestApp({
      ...ADMIN_ENV,
      PUBLIC_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Shop <shop@test.local>',
      MAIL_RETRY_MS: '300',
    });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Mail things'))._id;
    brakes = await addProduct(shop, admin, { category, name: 'Brake discs', price: '115' });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.stop();
    await inbox.stop();
  });

  const mailsTo = (address: string) =>
    inbox.mails.filter((mail) => JSON.stringify(mail.to).includes(address));
  const outbox = () => shop.connection.collection('mail_outbox');
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A shopper registered (and logged in) from a UI in `language`. */
  async function shopper(language?: string) {
    const account = newAccount();
    await shop.api
      .post('/api/user/register')
      .send({ ...account, language })
      .expect(201);
    const response = await shop.api
      .post('/api/user/login')
      .send({ email: account.email, password: account.password, language })
      .expect(200);
    return { ...account, token: response.body.token as string };
  }

  async function payOrder(token: string, quantity = 2) {
    await addToCart(shop, token, { productId: brakes._id, quantity });
    const placed = await placeOrder(shop, token);
    const callback = await answerThreeDSecure(
      shop,
      placed.payment.source.transaction_url,
      'approve',
    );
    await returnFromPayment(shop, callback);
    return placed.order._id;
  }

  /** The mail to `address` whose subject matches, waiting for it. */
  async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
    for (let waited = 0; ; waited += 50) {
      const mail = mailsTo(address).find((m) => subject.test(m.subject ?? ''));
      if (mail) return mail;
      if (waited > 10_000) throw new Error(`No mail to ${address} about ${subject}`);
      await wait(50);
    }
  }

  /** That mail, after checking that no second one like it follows. */
  async function expectOnlyOneMail(address: string, subject: RegExp): Promise<ParsedMail> {
    const mail = await mailTo(address, subject);
    await wait(700);
    expect(mailsTo(address).filter((m) => subject.test(m.subject ?? ''))).toHaveLength(1);
    return mail;
  }

  it('confirms a paid order in English with its lines, totals, VAT and the invoice attached', async () => {
    const user = await shopper('en');
    const orderId = await payOrder(user.token);
    const { invoice } = (await myOrder(shop, user.token, orderId)) as unknown as {
      invoice: { number: string; qr: string };
    };
    const mail = await expectOnlyOneMail(user.email, /confirmed/);
    expect(mail.from!.value).toEqual([{ name: 'Shop', address: 'shop@test.local' }]);
    expect(mail.subject).toBe(
      `Qitaa Auto Parts: order ${orderId.slice(-8).toUpperCase()} confirmed`,
    );
    expect(mail.text).toContain('2 × Brake discs: SAR 230.00');
    expect(mail.text).toContain('Total excluding VAT: SAR 200.00');
    expect(mail.text).toContain('VAT 15%: SAR 30.00');
    expect(mail.text).toContain('Total including VAT: SAR 230.00');
    expect(mail.text).toContain(`Your tax invoice ${invoice.number} is attached`);
    expect(mail.text).toContain(`${PUBLIC_URL}/myOrders`);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.html).toContain('Brake discs');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = await readInvoicePdf(mail.attachments[0].content);
    expect(pdf.qrCodes).toEqual([invoice.qr]);
    expect(pdf.text).toContain(invoice.number);

    // The paid event again (a replayed webhook reaching a listener) mails nothing more.
    await shop.app.get(EventBus).emit('order.paid', { orderId });
    await wait(500);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('writes in Arabic, right to left, to a shopper who registered from the Arabic UI', async () => {
    const user = await shopper('ar');
    const orderId = await payOrder(user.token, 1);
    const mail = await expectOnlyOneMail(user.email, /تأكيد/);
    expect(mail.subject).toBe(`${SHOP_NAME_AR}: تم تأكيد الطلب ${orderId.slice(-8).toUpperCase()}`);
    expect(mail.text).toContain('مرحباً Sara Alharbi،');
    // Arabic's own digits, as the web app writes them: one digit system per language.
    expect(mail.text).toMatch(/ضريبة القيمة المضافة ١٥٪\u061c?: ١٥٫٠٠ ر\.س/);
    expect(mail.text).toContain('الإجمالي شامل الضريبة: ١١٥٫٠٠ ر.س');
    expect(mail.text).toMatch(/^١ × .+: \S+ ر\.س$/m);
    expect(mail.text).not.toMatch(/\d\.\d\d|15%/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.attachments[0].contentType).toBe('application/pdf');
  });

  it('keeps the language chosen with PUT /api/user/language for the shipping notices', async () => {
    const user = await shopper();
    expect(
      (await shop.connection.collection('users').findOne({ email: user.email }))!.language,
    ).toBe('en');
    const orderId = await payOrder(user.token, 1);
    await mailTo(user.email, /confirmed/);

    const saved = await shop.api
      .put('/api/user/language')
      .set('token', user.token)
      .send({ language: 'ar' })
      .expect(200);
    expect(saved.body).toEqual({ message: 'Language saved.', language: 'ar' });
    const setShipping = (shippingStatus: string) =>
      shop.api
        .put(`/api/order/updateOreder/${orderId}`)
        .set('token', admin)
        .send({ shippingStatus })
        .expect(200);
    await setShipping('processing');
    await setShipping('shipped');
    const shipped = await mailTo(user.email, /شحن/);
    expect(shipped.subject).toBe(
      `${SHOP_NAME_AR}: تم شحن الطلب ${orderId.slice(-8).toUpperCase()}`,
    );
    expect(shipped.html).toContain('dir="rtl"');

    await shop.api.put('/api/user/language').set('token', user.token).send({ language: 'en' });
    await setShipping('delivered');
    await setShipping('delivered');
    const delivered = await expectOnlyOneMail(user.email, /delivered/);
    expect(delivered.text).toContain('was delivered');
    // Processing is not worth a mail: the confirmation, shipped and delivered are all.
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('refuses a language other than en or ar, and anonymous callers', async () => {
    const user = await shopper('ar');
    const bad = await shop.api
      .put('/api/user/language')
      .set('token', user.token)
      .send({ language: 'fr' })
      .expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      code: 'LANGUAGE_INVALID',
      message: 'Language must be en or ar',
      errors: { language: ['Language must be en or ar'] },
      errorCodes: { language: ['LANGUAGE_INVALID'] },
    });
    await shop.api.put('/api/user/language').send({ language: 'en' }).expect(401);
    const atRegister = await shop.api
      .post('/api/user/register')
      .send({ ...newAccount(), language: { $ne: null } })
      .expect(400);
    expect(atRegister.body.message).toBe('Language must be en or ar');
    // A login from the English UI makes English the mails' language.
    await login(shop, user.email, user.password);
    expect(
      (await shop.connection.collection('users').findOne({ email: user.email }))!.language,
    ).toBe('ar');
    await shop.api
      .post('/api/user/login')
      .send({ email: user.email, password: user.password, language: 'en' })
      .expect(200);
    expect(
      (await shop.connection.collection('users').findOne({ email: user.email }))!.language,
    ).toBe('en');
  });

  it('tells the shopper about a refund, once, with the credit note', async () => {
    const user = await shopper('en');
    const orderId = await payOrder(user.token, 1);
    await mailTo(user.email, /confirmed/);
    await shop.api.post(`/api/order/refundOrder/${orderId}`).set('token', admin).expect(200);
    // Told again (a replayed event): still one mail.
    const events = shop.app.get(EventBus);
    await events.emit('order.refunded', { orderId, stockHeld: [] });
    await events.emit('credit-note.issued', { orderId });
    const refund = await expectOnlyOneMail(user.email, /refunded/);
    expect(refund.subject).toBe(
      `Qitaa Auto Parts: order ${orderId.slice(-8).toUpperCase()} refunded`,
    );
    expect(refund.text).toContain('Your payment of SAR 115.00');
    const { creditNote } = (
      await shop.api.get(`/api/order/myOrders/${orderId}`).set('token', user.token).expect(200)
    ).body.order;
    expect(refund.attachments).toHaveLength(1);
    expect(refund.attachments[0]).toMatchObject({
      filename: `${creditNote.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect((await readInvoicePdf(refund.attachments[0].content)).qrCodes).toEqual([creditNote.qr]);
  });

  it('keeps mails while SMTP is down and delivers each once when it is back', async () => {
    const user = await shopper('ar');
    await smtp.stop();
    try {
      const orderId = await payOrder(user.token, 1);
      await shop.api.patch('/api/user/forget_code').send({ email: user.email }).expect(200);
      // Tried, failed, waiting for the next try.
      for (let waited = 0; ; waited += 100) {
        const pending = await outbox()
          .find({ to: user.email, attempts: { $gte: 2 } })
          .toArray();
        if (pending.length === 2) break;
        if (waited > 10_000) throw new Error('The outbox did not retry');
        await wait(100);
      }
      const paidMail = await outbox().findOne({ key: `order-paid:${orderId}` });
      expect(paidMail).toMatchObject({ status: 'pending', lastError: expect.any(String) });
      expect(mailsTo(user.email)).toHaveLength(0);
    } finally {
      await smtp.start();
    }
    for (let waited = 0; mailsTo(user.email).length < 2; waited += 100) {
      if (waited > 15_000) throw new Error('The mails did not arrive');
      await wait(100);
    }
    await wait(1000);
    const subjects = mailsTo(user.email).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.some((subject) => subject?.includes('تأكيد'))).toBe(true);
    expect(subjects.some((subject) => subject?.includes('password reset code'))).toBe(true);
    // Sent mails keep no body: a reset code does not stay in the database.
    const sent = await outbox().find({ to: user.email }).toArray();
    for (const mail of sent) {
      expect(mail).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
      expect(mail.text).toBeUndefined();
      expect(mail.html).toBeUndefined();
    }
  }, 60000);

  it('keeps the invoice in the confirmation of an order deleted (archived) while SMTP was down', async () => {
    const user = await shopper('en');
    await smtp.stop();
    try {
      const orderId = await payOrder(user.token, 1);
      for (let waited = 0; ; waited += 100) {
        // Tried and failed: the next try makes the attachment again.
        const mail = await outbox().findOne({ key: `order-paid:${orderId}` });
        if (mail?.status === 'pending' && mail.lastError) break;
        if (waited > 10_000) throw new Error('The outbox did not try');
        await wait(100);
      }
      await shop.api.delete(`/api/order/deleteOrder/${orderId}`).set('token', admin).expect(200);
      // Every try claimed from now on starts after the deletion.
      const triedBefore = (await outbox().findOne({ key: `order-paid:${orderId}` }))!.attempts;
      for (let waited = 0; ; waited += 100) {
        const mail = await outbox().findOne({ key: `order-paid:${orderId}` });
        if (mail!.attempts > triedBefore && mail!.status === 'pending') break;
        if (waited > 15_000) throw new Error('The outbox did not try again');
        await wait(100);
      }
    } finally {
      await smtp.start();
    }
    const mail = await expectOnlyOneMail(user.email, /confirmed/);
    expect(mail.text).toContain('Your tax invoice INV-');
    // A paid order is archived, not deleted (issue 25): its invoice stays, and goes with the mail.
    expect(mail.attachments).toHaveLength(1);
  }, 60000);

  it('sends a mail under its own Message-ID: a copy after a crash is recognisable as the same', async () => {
    const user = await shopper('en');
    await shop.api.patch('/api/user/forget_code').send({ email: user.email }).expect(200);
    const first = await mailTo(user.email, /password reset code/);
    const queued = (await outbox().findOne({ to: user.email }))!;
    expect(first.messageId).toBe(`<${queued._id.toString()}@test.local>`);

    // What a process that died after the SMTP server took the mail leaves: still `sending`,
    // its lease run out. Another worker sends it again, under the same Message-ID.
    await outbox().updateOne(
      { _id: queued._id },
      {
        $set: { status: 'sending', lockedUntil: new Date(0), text: first.text, html: 'x' },
      },
    );
    await shop.app.get(MailService).drain();
    for (let waited = 0; mailsTo(user.email).length < 2; waited += 50) {
      if (waited > 10_000) throw new Error('The mail was not sent again');
      await wait(50);
    }
    expect(mailsTo(user.email).map((mail) => mail.messageId)).toEqual([
      first.messageId,
      first.messageId,
    ]);
  });
});
