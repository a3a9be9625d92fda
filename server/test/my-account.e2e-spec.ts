import { Injectable, Module } from '@nestjs/common';
import { ACCOUNT_MESSAGES, DELETED_CUSTOMER_PLACEHOLDER, SHOP_NAME } from '@shop/shared';
import { Types } from 'mongoose';
import { AppModule } from '../src/app.module';
import { OnShopEvent } from '../src/events/event-bus';
import type { ShopEvents } from '../src/events/shop-events';
import { ADMIN, ADMIN_ENV, loggedInUser, login, newAccount, register } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken as adminTokenOf, createCategory } from './support/catalog';
import { png } from './support/images';
import { binaryBody, paidOrder, readInvoicePdf } from './support/invoices';
import { nationalAddress, shippingZone } from './support/delivery';
import { addToCart, orderRequest } from './support/orders';
import { SmtpInbox } from './support/smtp-inbox';

/** A database of its own for a second app of this file (closing an app drops its database). */
let apps = 0;
const ownDatabase = () => {
  const uri = new URL(process.env.MONGODB_URI!);
  apps += 1;
  uri.pathname += `_${apps}`;
  return uri.toString();
};

/** Waits until `check` holds (the outbox sends in the background). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Digits as an Arabic phone keyboard types them. */
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe("the shopper's own account", () => {
  let shop: TestApp;
  let inbox: SmtpInbox;
  let adminToken: string;
  let smtpUrl: string;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    smtpUrl = await inbox.start();
    shop = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Shop <shop@test.local>',
      SELLER_NAME: 'مؤسسة قطع الاختبار التجارية',
      SELLER_NAME_EN: 'Test Parts Trading Est.',
      SELLER_VAT_NUMBER: '310122393500003',
      SELLER_ADDRESS: 'Prince Sultan St 7, Al Khalidiyah, Jeddah',
    });
    adminToken = await login(shop, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await shop.close();
    await inbox.stop();
  });

  const users = () => shop.connection.collection('users');

  describe('typing as Saudis type', () => {
    const requestCode = async (email: string) => {
      await shop.api.patch('/api/user/forget_code').send({ email }).expect(200);
      return /: (\d{6})/.exec((await inbox.lastMailTo(email)).text!)![1];
    };

    it('accepts a reset code typed with Arabic-Indic digits', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code: ` ${arabicIndic(code)} `, password: 'brand-new-1' })
        .expect(200);
      await login(shop, account.email, 'brand-new-1');
    });

    it('still refuses a wrong code typed with Arabic-Indic digits', async () => {
      const account = await register(shop);
      const code = await requestCode(account.email);
      const wrong = code === '000000' ? '000001' : '000000';
      const response = await shop.api
        .put('/api/user/reset_password')
        .send({ email: account.email, code: arabicIndic(wrong), password: 'brand-new-1' })
        .expect(400);
      expect(response.body.code).toBe('RESET_CODE_INVALID');
    });

    it('keeps a Saudi mobile typed 05XXXXXXXX, or in Arabic-Indic digits, as +9665XXXXXXXX', async () => {
      const local = newAccount({ mobile: '0551234501' });
      await shop.api.post('/api/user/register').send(local).expect(201);
      expect(await users().findOne({ email: local.email })).toMatchObject({
        mobile: '+966551234501',
      });
      const arabic = newAccount({ mobile: arabicIndic('0551234502') });
      await shop.api.post('/api/user/register').send(arabic).expect(201);
      expect(await users().findOne({ email: arabic.email })).toMatchObject({
        mobile: '+966551234502',
      });
    });

    it('finds a taken mobile whichever way it is typed', async () => {
      await register(shop, { mobile: '+966551234503' });
      const response = await shop.api
        .post('/api/user/register')
        .send(newAccount({ mobile: '0551234503' }))
        .expect(409);
      expect(response.body.code).toBe('MOBILE_TAKEN');
    });

    it.each(['055123450', '05512345067', '0451234567', '+0551234567', '966 55 123 4567'])(
      'still refuses a mobile that is neither form: %s',
      async (mobile) => {
        const response = await shop.api
          .post('/api/user/register')
          .send(newAccount({ mobile }))
          .expect(400);
        expect(response.body.errorCodes).toEqual({ mobile: ['PHONE_INVALID'] });
      },
    );

    it('lets admins find a customer by either form of their mobile', async () => {
      const customer = await register(shop, { mobile: '+966551234504' });
      const search = async (text: string) => {
        const response = await shop.api
          .get(`/api/user/allUsers?search=${encodeURIComponent(text)}`)
          .set('token', adminToken)
          .expect(200);
        return response.body.users.map((user: { email: string }) => user.email);
      };
      for (const typed of ['+966551234504', '0551234504', arabicIndic('0551234504'), '05512345']) {
        expect(await search(typed)).toContain(customer.email);
      }
      expect(await search('0551234509')).not.toContain(customer.email);
    });
  });

  describe('my account', () => {
    it('answers only the caller, with their language, never a secret', async () => {
      const sara = await loggedInUser(shop);
      const omar = await loggedInUser(shop, { name: 'Omar Saleh' });
      const response = await shop.api.get('/api/user/me').set('token', sara.token).expect(200);
      expect(response.body).toEqual({
        _id: expect.any(String),
        name: sara.name,
        email: sara.email,
        mobile: sara.mobile,
        role: 'user',
        language: 'en',
      });
      const omars = await shop.api.get('/api/user/me').set('token', omar.token).expect(200);
      expect(omars.body.email).toBe(omar.email);
      await shop.api.get('/api/user/me').expect(401);
    });

    it('changes the fields sent, checked as at register, and nothing of anyone else', async () => {
      const sara = await loggedInUser(shop);
      const omar = await loggedInUser(shop, { name: 'Omar Saleh' });
      const response = await shop.api
        .put('/api/user/me')
        .set('token', sara.token)
        .send({ name: '  Sara Al-Otaibi ', mobile: '0551234510', language: 'ar' })
        .expect(200);
      expect(response.body).toEqual({
        message: ACCOUNT_MESSAGES.accountSaved,
        user: expect.objectContaining({
          name: 'Sara Al-Otaibi',
          mobile: '+966551234510',
          language: 'ar',
          email: sara.email,
        }),
      });
      // A field left out is kept; what is not the caller's to change is ignored.
      await shop.api
        .put('/api/user/me')
        .set('token', sara.token)
        .send({ language: 'en', role: 'admin', email: 'taken@example.com', _id: omar.email })
        .expect(200);
      expect(await users().findOne({ email: sara.email })).toMatchObject({
        name: 'Sara Al-Otaibi',
        mobile: '+966551234510',
        language: 'en',
        role: 'user',
      });
      expect(await users().findOne({ email: omar.email })).toMatchObject({
        name: 'Omar Saleh',
        mobile: omar.mobile,
      });
    });

    it.each([
      [{ name: 'ab' }, 'name', 'NAME_TOO_SHORT'],
      [{ name: '' }, 'name', 'NAME_REQUIRED'],
      [{ name: '   ' }, 'name', 'NAME_REQUIRED'],
      [{ name: 'ab ' }, 'name', 'NAME_TOO_SHORT'],
      [{ name: null }, 'name', 'NAME_REQUIRED'],
      [{ mobile: '0501' }, 'mobile', 'PHONE_INVALID'],
      [{ mobile: { $ne: null } }, 'mobile', 'PHONE_REQUIRED'],
      [{ language: 'fr' }, 'language', 'LANGUAGE_INVALID'],
    ])('refuses %j and changes nothing', async (change, field, code) => {
      const sara = await loggedInUser(shop);
      const response = await shop.api
        .put('/api/user/me')
        .set('token', sara.token)
        .send({ name: 'Changed Name', ...change })
        .expect(400);
      expect(Object.keys(response.body.errorCodes)).toEqual([field]);
      expect(response.body.errorCodes[field][0]).toBe(code);
      expect(await users().findOne({ email: sara.email })).toMatchObject({ name: sara.name });
    });

    it("refuses another account's mobile, typed either way, with 409", async () => {
      const omar = await register(shop, { mobile: '+966551234511' });
      const sara = await loggedInUser(shop);
      for (const mobile of [omar.mobile, '0551234511']) {
        const response = await shop.api
          .put('/api/user/me')
          .set('token', sara.token)
          .send({ mobile })
          .expect(409);
        expect(response.body.code).toBe('MOBILE_TAKEN');
      }
      // One's own mobile is no clash.
      await shop.api
        .put('/api/user/me')
        .set('token', sara.token)
        .send({ mobile: sara.mobile })
        .expect(200);
    });

    it('changes the password with the current one and ends every other session', async () => {
      const sara = await loggedInUser(shop);
      const otherDevice = await login(shop, sara.email, sara.password);
      const response = await shop.api
        .put('/api/user/password')
        .set('token', sara.token)
        .send({ currentPassword: sara.password, newPassword: 'brand-new-2' })
        .expect(200);
      expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
      await shop.api.get('/api/user/me').set('token', sara.token).expect(200);
      const ended = await shop.api.get('/api/user/me').set('token', otherDevice).expect(401);
      expect(ended.body.code).toBe('SESSION_ENDED');
      await shop.api
        .post('/api/user/login')
        .send({ email: sara.email, password: sara.password })
        .expect(401);
      await login(shop, sara.email, 'brand-new-2');
    });

    it('refuses a wrong current password, a bad new one or the same, and keeps the password', async () => {
      const sara = await loggedInUser(shop);
      const change = (body: object) =>
        shop.api.put('/api/user/password').set('token', sara.token).send(body);
      const wrong = await change({ currentPassword: 'not-my-pass', newPassword: 'brand-new-3' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'CURRENT_PASSWORD_WRONG',
        errorCodes: { currentPassword: ['CURRENT_PASSWORD_WRONG'] },
      });
      const short = await change({ currentPassword: sara.password, newPassword: '123' });
      expect(short.body.errorCodes).toEqual({ newPassword: ['PASSWORD_TOO_SHORT'] });
      // The same again would change nothing, yet end the other sessions.
      const same = await change({ currentPassword: sara.password, newPassword: sara.password });
      expect(same.status).toBe(400);
      expect(same.body).toMatchObject({
        code: 'PASSWORD_UNCHANGED',
        message: 'Your new password must be different from your current one.',
        errorCodes: { newPassword: ['PASSWORD_UNCHANGED'] },
      });
      for (const currentPassword of [undefined, '']) {
        const missing = await change({ currentPassword, newPassword: 'brand-new-3' });
        expect(missing.body.errorCodes).toEqual({ currentPassword: ['PASSWORD_REQUIRED'] });
      }
      await login(shop, sara.email, sara.password);
      await shop.api.put('/api/user/password').send({}).expect(401);
    });

    it('backs off wrong current passwords as it backs off failed logins', async () => {
      const limited = await startTestApp({
        MONGODB_URI: ownDatabase(),
        AUTH_MAX_FAILURES_PER_EMAIL: '2',
      });
      try {
        const sara = await loggedInUser(limited);
        const change = (currentPassword: string) =>
          limited.api
            .put('/api/user/password')
            .set('token', sara.token)
            .send({ currentPassword, newPassword: 'brand-new-4' });
        expect((await change('wrong-one-1')).status).toBe(400);
        expect((await change('wrong-one-2')).status).toBe(400);
        const waiting = await change(sara.password);
        expect(waiting.status).toBe(429);
        expect(waiting.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });

  describe('consents', () => {
    const consents = () => shop.connection.collection('consents');
    const put = (token: string, body: object) =>
      shop.api.put('/api/user/me/preferences').set('token', token).send(body);

    it('are off until the shopper turns them on', async () => {
      const sara = await loggedInUser(shop);
      const response = await shop.api
        .get('/api/user/me/preferences')
        .set('token', sara.token)
        .expect(200);
      expect(response.body).toEqual({ serviceReminders: false, offers: false });
      await shop.api.get('/api/user/me/preferences').expect(401);
    });

    it("records each change with its time, and only the caller's", async () => {
      const sara = await loggedInUser(shop);
      const omar = await loggedInUser(shop, { name: 'Omar Saleh' });
      const before = Date.now();
      const on = await put(sara.token, { serviceReminders: true }).expect(200);
      expect(on.body).toEqual({
        message: ACCOUNT_MESSAGES.preferencesSaved,
        preferences: { serviceReminders: true, offers: false },
      });
      await put(sara.token, { serviceReminders: true, offers: true }).expect(200);
      const off = await put(sara.token, { serviceReminders: false }).expect(200);
      expect(off.body.preferences).toEqual({ serviceReminders: false, offers: true });
      const omars = await shop.api
        .get('/api/user/me/preferences')
        .set('token', omar.token)
        .expect(200);
      expect(omars.body).toEqual({ serviceReminders: false, offers: false });
      const kept = await consents().findOne({
        _id: (await users().findOne({ email: sara.email }))!._id,
      });
      // Sent as it already was, serviceReminders: true the second time recorded nothing.
      expect(
        kept!.changes.map(({ consent, given }: { consent: string; given: boolean }) => [
          consent,
          given,
        ]),
      ).toEqual([
        ['serviceReminders', true],
        ['offers', true],
        ['serviceReminders', false],
      ]);
      for (const change of kept!.changes) {
        expect(change.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(change.at.getTime()).toBeLessThanOrEqual(Date.now());
      }
    });

    it.each([
      [{ offers: 'true' }, 'offers'],
      [{ offers: 1 }, 'offers'],
      [{ serviceReminders: null }, 'serviceReminders'],
      [{ serviceReminders: { $ne: false } }, 'serviceReminders'],
    ])('refuses %j and changes nothing', async (body, field) => {
      const sara = await loggedInUser(shop);
      const response = await put(sara.token, { offers: true, ...body }).expect(400);
      expect(response.body.errorCodes).toEqual({ [field]: ['BOOLEAN_INVALID'] });
      const now = await shop.api
        .get('/api/user/me/preferences')
        .set('token', sara.token)
        .expect(200);
      expect(now.body).toEqual({ serviceReminders: false, offers: false });
    });

    it('records one change when the same change races', async () => {
      const sara = await loggedInUser(shop);
      await Promise.all(
        Array.from({ length: 5 }, () => put(sara.token, { offers: true }).expect(200)),
      );
      const id = (await users().findOne({ email: sara.email }))!._id;
      expect((await consents().findOne({ _id: id }))!.changes).toHaveLength(1);
    });
  });

  describe('data export and deletion', () => {
    let product: { _id: string };

    beforeAll(async () => {
      const admin = await adminTokenOf(shop);
      const category = (await createCategory(shop, admin, 'Account things'))._id;
      product = await addProduct(shop, admin, { category, name: 'Oil filter', price: '34.50' });
    });

    /** A shopper with a paid order, a car, a cart line and a consent given. */
    async function shopperWithData() {
      const { user, orderId } = await paidOrder(shop, product._id);
      await shop.api
        .post('/api/car/registerUserCar')
        .set('token', user.token)
        .field('mileage', '42000')
        .field('model', 'Camry')
        .field('year', '2020')
        .field('agency', 'Toyota')
        .field('warranty', 'true')
        .attach('logo', png(), 'logo.png')
        .expect(201);
      await addToCart(shop, user.token, { productId: product._id, quantity: 2 });
      await shop.api
        .put('/api/user/me/preferences')
        .set('token', user.token)
        .send({ offers: true })
        .expect(200);
      return { user, orderId };
    }

    it('exports everything kept about the caller as one JSON file, and no secret', async () => {
      const { user, orderId } = await shopperWithData();
      // A pending reset code, which the export must not show.
      await shop.api.patch('/api/user/forget_code').send({ email: user.email }).expect(200);
      await inbox.lastMailTo(user.email);
      const other = await shopperWithData();
      const response = await shop.api
        .get('/api/user/me/export')
        .set('token', user.token)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = (response.body as Buffer).toString('utf8');
      const data = JSON.parse(text);
      expect(data.profile).toEqual({
        _id: expect.any(String),
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        role: 'user',
        language: 'en',
        createdAt: expect.any(String),
      });
      expect(data.cars).toEqual([
        expect.objectContaining({ mileage: 42000, carDetails: expect.anything() }),
      ]);
      expect(data.carHistory).toEqual([
        {
          carId: data.cars[0]._id,
          mileageReadings: [{ mileage: 42000, at: expect.any(String) }],
          services: [],
        },
      ]);
      expect(data.stockAlerts).toEqual([]);
      expect(data.cart.items).toEqual([expect.objectContaining({ quantity: 2 })]);
      expect(data.orders).toEqual([
        expect.objectContaining({
          _id: orderId,
          paymentStatus: 'paid',
          invoice: expect.objectContaining({ number: expect.stringMatching(/^INV-\d+$/) }),
        }),
      ]);
      expect(data.consents.current).toEqual({ serviceReminders: false, offers: true });
      expect(data.consents.changes).toEqual([
        { consent: 'offers', given: true, at: expect.any(String) },
      ]);
      // Nothing of another shopper, and no secret of the caller's.
      expect(text).not.toContain(other.user.email);
      expect(text).not.toContain(other.orderId);
      const stored = await users().findOne({ email: user.email });
      expect(stored!.passwordReset.codeHash).toBeDefined();
      for (const secret of [stored!.passwordHash, stored!.passwordReset.codeHash, user.token]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/passwordHash|passwordReset|codeHash|token|payment"/);
      await shop.api.get('/api/user/me/export').expect(401);
    });

    it("names the file by the shop's Saudi day, which starts at 21:00 UTC", async () => {
      const shopper = await loggedInUser(shop);
      // The next 22:30 UTC: 01:30 of the next day in Riyadh (UTC+3 all year).
      const lateEvening = new Date();
      lateEvening.setUTCHours(22, 30, 0, 0);
      if (lateEvening.getTime() <= Date.now()) lateEvening.setUTCDate(lateEvening.getUTCDate() + 1);
      const saudiDay = new Date(lateEvening.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
      // Only the clock moves (the session, opened now, is still valid then).
      jest.useFakeTimers({
        now: lateEvening,
        advanceTimers: true,
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
      try {
        const response = await shop.api
          .get('/api/user/me/export')
          .set('token', shopper.token)
          .expect(200);
        expect(response.body.exportedAt.slice(0, 10)).toBe(lateEvening.toISOString().slice(0, 10));
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="my-data-${saudiDay}.json"`,
        );
      } finally {
        jest.useRealTimers();
      }
    });

    const deleteMe = (token: string, password: unknown) =>
      shop.api.delete('/api/user/me').set('token', token).send({ password });
    const invoiceText = async (orderId: string) => {
      const response = await shop.api
        .get(`/api/order/allOrders/${orderId}/invoice`)
        .set('token', adminToken)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      return (await readInvoicePdf(response.body as Buffer)).text;
    };

    it('refuses a wrong or missing password and keeps everything', async () => {
      const { user } = await shopperWithData();
      for (const password of ['not-my-pass', { $ne: null }]) {
        const response = await deleteMe(user.token, password).expect(400);
        expect(response.body.errorCodes).toEqual({ password: ['CURRENT_PASSWORD_WRONG'] });
      }
      for (const password of [undefined, '']) {
        const response = await deleteMe(user.token, password).expect(400);
        expect(response.body.errorCodes).toEqual({ password: ['PASSWORD_REQUIRED'] });
      }
      await shop.api.get('/api/user/me').set('token', user.token).expect(200);
      const id = (await users().findOne({ email: user.email }))!._id;
      expect(await shop.connection.collection('usercars').countDocuments({ userId: id })).toBe(1);
      expect(await shop.connection.collection('carts').countDocuments({ userId: id })).toBe(1);
      expect(await shop.connection.collection('consents').countDocuments({ _id: id })).toBe(1);
      await shop.api.delete('/api/user/me').send({ password: user.password }).expect(401);
    });

    it("deletes the caller's account and data, keeps their orders anonymised, and mails them", async () => {
      const { user, orderId } = await shopperWithData();
      const other = await shopperWithData();
      const id = (await users().findOne({ email: user.email }))!._id;
      const secondDevice = await login(shop, user.email, user.password);
      // The invoice PDF is made (and kept) with the customer's data before the deletion.
      expect(await invoiceText(orderId)).toContain('King Abdulaziz Rd 12');
      const invoiceNumber = (await shop.connection.collection('orders').findOne({ userId: id }))!
        .invoice.number;

      // The order's confirmation went out before.
      await inbox.lastMailTo(user.email);
      const outbox = shop.connection.collection('mail_outbox');
      await waitFor(
        async () => (await outbox.countDocuments({ to: user.email, status: 'sent' })) > 0,
      );

      const response = await deleteMe(user.token, user.password).expect(200);
      expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });

      for (const token of [user.token, secondDevice]) {
        expect((await shop.api.get('/api/user/me').set('token', token).expect(401)).body.code).toBe(
          'SESSION_ENDED',
        );
      }
      await shop.api
        .post('/api/user/login')
        .send({ email: user.email, password: user.password })
        .expect(401);
      expect(await users().countDocuments({ _id: id })).toBe(0);
      for (const [collection, filter] of [
        ['sessions', { userId: id }],
        ['usercars', { userId: id }],
        ['carts', { userId: id }],
        ['consents', { _id: id }],
      ] as const) {
        expect(await shop.connection.collection(collection).countDocuments(filter)).toBe(0);
      }
      const order = await shop.connection.collection('orders').findOne({ userId: id });
      expect(order).toMatchObject({
        fullname: DELETED_CUSTOMER_PLACEHOLDER,
        phone: DELETED_CUSTOMER_PLACEHOLDER,
        shippingAddress: DELETED_CUSTOMER_PLACEHOLDER,
        paymentStatus: 'paid',
        invoice: expect.objectContaining({ number: invoiceNumber }),
      });
      const invoice = await invoiceText(orderId);
      expect(invoice).toContain(invoiceNumber);
      expect(invoice).toContain(DELETED_CUSTOMER_PLACEHOLDER);
      expect(invoice).not.toContain('King Abdulaziz Rd 12');
      expect(invoice).not.toContain('+966501234567');

      const mail = await inbox.lastMailTo(user.email);
      expect(mail.subject).toBe(`${SHOP_NAME}: your account was deleted`);
      expect(mail.text).toContain(`Hello ${user.name},`);
      expect(mail.text).toContain('Your orders and their tax invoices are kept');
      expect(mail.html).toContain('dir="ltr"');
      // The outbox forgot the address of the mails sent before; only the confirmation has it.
      expect((await outbox.find({ to: user.email }).toArray()).map((kept) => kept.key)).toEqual([
        `account-deleted:${id.toString()}`,
      ]);
      expect(
        await outbox.countDocuments({
          key: `order-paid:${orderId}`,
          to: DELETED_CUSTOMER_PLACEHOLDER,
        }),
      ).toBe(1);

      // Nothing of anyone else's.
      await shop.api.get('/api/user/me').set('token', other.user.token).expect(200);
      expect(
        await shop.connection
          .collection('orders')
          .findOne({ _id: new Types.ObjectId(other.orderId) }),
      ).toMatchObject({
        fullname: 'Sara Alharbi',
        shippingAddress: expect.stringContaining('King'),
      });
    });

    it("exports the address book, and on deletion empties it and the orders' delivery addresses", async () => {
      const admin = await adminTokenOf(shop);
      await shop.api
        .post('/api/shipping/zones')
        .set('token', admin)
        .send(shippingZone({ cities: ['Dammam'] }))
        .expect(201);
      const shopper = await loggedInUser(shop);
      const address = (
        await shop.api
          .post('/api/user/addresses')
          .set('token', shopper.token)
          .send(nationalAddress({ city: 'Dammam', street: 'Prince Turki Street' }))
          .expect(201)
      ).body.address as { _id: string };
      await addToCart(shop, shopper.token, { productId: product._id, quantity: 1 });
      const { shippingAddress: _text, ...withoutText } = orderRequest();
      const order = (
        await shop.api
          .post('/api/order/addOrder')
          .set('token', shopper.token)
          .send({ ...withoutText, addressId: address._id })
          .expect(201)
      ).body.order as { _id: string };

      const exported = (
        await shop.api.get('/api/user/me/export').set('token', shopper.token).expect(200)
      ).body as { addresses: { _id: string; street: string }[] };
      expect(exported.addresses).toEqual([
        expect.objectContaining({ _id: address._id, street: 'Prince Turki Street' }),
      ]);

      await deleteMe(shopper.token, shopper.password).expect(200);
      const kept = await shop.connection
        .collection('orders')
        .findOne({ _id: new Types.ObjectId(order._id) });
      expect(kept!.shipping.address).toMatchObject({
        recipient: DELETED_CUSTOMER_PLACEHOLDER,
        phone: DELETED_CUSTOMER_PLACEHOLDER,
        street: DELETED_CUSTOMER_PLACEHOLDER,
        buildingNumber: DELETED_CUSTOMER_PLACEHOLDER,
        city: 'Dammam',
      });
      expect(kept!.shipping.address).not.toHaveProperty('shortAddress');
      expect(JSON.stringify(kept)).not.toContain('Prince Turki');
      const userId = new Types.ObjectId(
        (await shop.connection.collection('orders').findOne({ _id: kept!._id }))!.userId,
      );
      expect(
        await shop.connection.collection('address_books').countDocuments({ _id: userId }),
      ).toBe(0);
    });

    it("mails the confirmation in the shopper's language", async () => {
      const sara = await loggedInUser(shop);
      await shop.api
        .put('/api/user/me')
        .set('token', sara.token)
        .send({ language: 'ar' })
        .expect(200);
      await deleteMe(sara.token, sara.password).expect(200);
      const mail = await inbox.lastMailTo(sara.email);
      expect(mail.subject).toMatch(/تم حذف حسابك$/);
      expect(mail.text).toContain(`مرحباً ${sara.name}،`);
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.html).toContain('lang="ar"');
    });

    it('refuses to delete the last admin', async () => {
      const response = await deleteMe(adminToken, ADMIN.password).expect(409);
      expect(response.body.code).toBe('LAST_ADMIN');
      await shop.api.get('/api/user/me').set('token', adminToken).expect(200);
    });
  });

  it('leaves an account that can be deleted again when a step of the deletion fails', async () => {
    /** A module whose data fails to go the first time. */
    @Injectable()
    class FailingOnce {
      failed = false;
      @OnShopEvent('user.deleted')
      async onUserDeleted(_deleted: ShopEvents['user.deleted']): Promise<void> {
        if (this.failed) return;
        this.failed = true;
        throw new Error('the data store of a module is away');
      }
    }
    @Module({ imports: [AppModule], providers: [FailingOnce] })
    class ShopWithFailingModule {}

    const failing = await startTestApp(
      { MONGODB_URI: ownDatabase(), SMTP_URL: smtpUrl, MAIL_FROM: 'Shop <shop@test.local>' },
      ShopWithFailingModule,
    );
    try {
      const sara = await loggedInUser(failing);
      const failed = await failing.api
        .delete('/api/user/me')
        .set('token', sara.token)
        .send({ password: sara.password });
      expect(failed.status).toBe(500);
      // Still there: the shopper logs in again and deletes it.
      const token = await login(failing, sara.email, sara.password);
      await failing.api
        .delete('/api/user/me')
        .set('token', token)
        .send({ password: sara.password })
        .expect(200);
      expect(
        await failing.connection.collection('users').countDocuments({ email: sara.email }),
      ).toBe(0);
      await inbox.lastMailTo(sara.email);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = inbox.mails.filter((mail) => JSON.stringify(mail.to).includes(sara.email));
      expect(mails).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});
