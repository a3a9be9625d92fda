import type { ParsedMail } from 'mailparser';
import { Types } from 'mongoose';
import { SHOP_NAME_AR } from '@shop/shared';
import { ADMIN_ENV, login, newAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, createPackage } from './support/catalog';
import { png } from './support/images';
import { addToCart, answerThreeDSecure, placeOrder, returnFromPayment } from './support/orders';
import { SmtpInbox } from './support/smtp-inbox';
import { OrderExpiryJob } from '../src/orders/order-expiry.job';
import { MailService } from '../src/mail/mail.service';
import { carHistoriesAndAnsweredMarks } from '../src/migrations/009-car-histories-and-answered-marks';
import { ReminderSweepJob } from '../src/reminders/reminder-sweep.job';

const PUBLIC_URL = 'http://shop.example.test';
const DAY_MS = 24 * 3600_000;
const MONTH_MS = 30.4375 * DAY_MS;

/**
 * Service reminders, back in stock and forgotten carts (docs/behaviour.md, "Reminders"), mailed
 * to a real SMTP server by two app instances on one database; time is moved by handing the sweep
 * a later `now`.
 */
describe('reminders', () => {
  let inbox: SmtpInbox;
  let shop: TestApp;
  /** A second instance of the shop on the same database. */
  let other: TestApp;
  let admin: string;
  let oil: { _id: string };
  let service10k: { _id: string };
  let service20k: { _id: string };

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const env = {
      ...ADMIN_ENV,
      PUBLIC_URL,
      SMTP_URL: await inbox.start(),
      MAIL_FROM: 'Shop <shop@test.local>',
      MAIL_RETRY_MS: '300',
      UNSUBSCRIBE_SECRET: 'a-test-secret-for-unsubscribe-links-0123456789',
    };
    shop = await startTestApp(env);
    other = await startTestApp(env);
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Service parts'))._id;
    oil = await addProduct(shop, admin, { category, name: 'Engine oil 5W-30', price: '50' });
    service10k = await createPackage(shop, admin, {
      name: '10,000 km service',
      mileage: 10_000,
      price: 300,
      productIds: [oil._id],
    });
    service20k = await createPackage(shop, admin, {
      name: '20,000 km service',
      mileage: 20_000,
      price: 500,
      productIds: [oil._id],
    });
  });
  afterAll(async () => {
    await other.close();
    await shop.close();
    await inbox.stop();
  });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const mailsTo = (address: string) =>
    inbox.mails.filter((mail) => JSON.stringify(mail.to).includes(address));
  const sweep = (at: Date, instance = shop) => instance.app.get(ReminderSweepJob).sweep(at);
  /** Sends what the outboxes hold and lets the inbox read it. */
  async function delivered(): Promise<void> {
    await Promise.all([shop.app.get(MailService).drain(), other.app.get(MailService).drain()]);
    await wait(300);
  }
  const outboxKeys = async (prefix: string) =>
    (
      await shop.connection
        .collection('mail_outbox')
        .find({ key: { $regex: `^${prefix}` } })
        .toArray()
    ).map((mail) => mail.key as string);

  /** A registered, logged-in shopper; consents sent at register as the form's boxes. */
  async function shopper(
    extra: { language?: 'en' | 'ar'; serviceReminders?: boolean; offers?: boolean } = {},
  ) {
    const account = newAccount();
    await shop.api
      .post('/api/user/register')
      .send({ ...account, ...extra })
      .expect(201);
    return { ...account, token: await login(shop, account.email, account.password) };
  }

  /** A Toyota Camry 2020 at `mileage` km in the shopper's garage; answers its id. */
  async function carAt(token: string, mileage: number): Promise<string> {
    const response = await shop.api
      .post('/api/car/registerUserCar')
      .set('token', token)
      .field('mileage', String(mileage))
      .field('model', 'Camry')
      .field('year', '2020')
      .field('agency', 'Toyota')
      .field('warranty', 'true')
      .attach('logo', png(), 'logo.png')
      .expect(201);
    return response.body.car._id;
  }

  const garage = async (token: string) =>
    (await shop.api.get('/api/car/userCars').set('token', token).expect(200)).body.cars as {
      _id: string;
      mileageUpdatedAt: string;
      nextService?: {
        package: { _id: string; name: string; price: number; mileage: number };
        dueAt: string;
        dueBy: string;
        estimatedMileage: number;
        kmPerMonth: number;
      };
    }[];

  /** A header of a received mail, as it came (mailparser reads List-* headers into objects). */
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((line) => line.key === name)
      ?.line.slice(name.length + 1)
      .trim();
  /** The unsubscribe address a mail's List-Unsubscribe header names. */
  function unsubscribeUrl(mail: ParsedMail): URL {
    return new URL(/<(https?:[^>]+)>/.exec(header(mail, 'list-unsubscribe') ?? '')![1]);
  }
  const local = (url: URL) => `${url.pathname}${url.search}`;

  describe('consent at register', () => {
    it('is off unless a box is ticked, and a ticked box is recorded as a change', async () => {
      const none = await shopper();
      expect(
        (await shop.api.get('/api/user/me/preferences').set('token', none.token).expect(200)).body,
      ).toEqual({ serviceReminders: false, offers: false });

      const ticked = await shopper({ serviceReminders: true, offers: false });
      expect(
        (await shop.api.get('/api/user/me/preferences').set('token', ticked.token).expect(200))
          .body,
      ).toEqual({ serviceReminders: true, offers: false });
      const exported = await shop.api.get('/api/user/me/export').set('token', ticked.token);
      expect(exported.body.consents.changes).toEqual([
        { consent: 'serviceReminders', given: true, at: expect.any(String) },
      ]);
    });

    it('refuses a consent that is not a boolean, with its code, and makes no account', async () => {
      const account = newAccount();
      const response = await shop.api
        .post('/api/user/register')
        .send({ ...account, offers: 'yes' })
        .expect(400);
      expect(response.body.code).toBe('BOOLEAN_INVALID');
      await shop.api
        .post('/api/user/login')
        .send({ email: account.email, password: account.password })
        .expect(401);
    });
  });

  describe('service reminders', () => {
    it("the garage tells each car's next service, due by mileage at 1,500 km a month", async () => {
      const user = await shopper();
      await carAt(user.token, 9_000);
      const [car] = await garage(user.token);
      expect(car.mileageUpdatedAt).toEqual(expect.any(String));
      expect(car.nextService).toMatchObject({
        package: { _id: service10k._id, name: '10,000 km service', price: 300, mileage: 10_000 },
        dueBy: 'mileage',
        estimatedMileage: 9_000,
        kmPerMonth: 1500,
      });
      const dueIn = new Date(car.nextService!.dueAt).getTime() - Date.now();
      expect(dueIn / MONTH_MS).toBeCloseTo(1000 / 1500, 1);
    });

    it('reckons a car stored before readings were kept from its mileage (migration 009)', async () => {
      const user = await shopper();
      const carId = await carAt(user.token, 9_000);
      const cars = shop.connection.collection('usercars');
      await cars.updateOne(
        { _id: new Types.ObjectId(carId) },
        { $unset: { mileageLog: '', services: '', mileageUpdatedAt: '' } },
      );
      expect(await carHistoriesAndAnsweredMarks.run(shop.connection)).toBeGreaterThanOrEqual(1);
      const [car] = await garage(user.token);
      expect(car.nextService).toMatchObject({
        package: { _id: service10k._id },
        dueBy: 'mileage',
        estimatedMileage: 9_000,
      });
    });

    it('mails a consenting shopper once when a service is due within 500 km, with its links and unsubscribe headers', async () => {
      const user = await shopper({ serviceReminders: true });
      const carId = await carAt(user.token, 9_600);
      await sweep(new Date());
      await delivered();
      const mail = await inbox.lastMailTo(user.email);
      expect(mail.subject).toBe('Qitaa Auto Parts: Toyota Camry 2020 is due for 10,000 km service');
      expect(mail.text).toContain('about 9,600 km on it now');
      expect(mail.text).toContain('Price: SAR 300.00');
      expect(mail.text).toContain(`${PUBLIC_URL}/cart?addPackage=${service10k._id}`);
      expect(mail.text).toContain(
        `${PUBLIC_URL}/addVehicle?car=${carId}&serviceDone=${service10k._id}`,
      );
      expect(mail.text).toContain(`${PUBLIC_URL}/addVehicle?car=${carId}&mileage=edit`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = unsubscribeUrl(mail);
      expect(unsubscribe.origin).toBe(PUBLIC_URL);
      expect(unsubscribe.pathname).toMatch(/^\/api\/unsubscribe\//);
      expect(mail.html).toContain(unsubscribe.pathname);

      await sweep(new Date(Date.now() + 3600_000));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(1);
    });

    it('reaches a car not due today two weeks before it should reach the mileage', async () => {
      const user = await shopper({ serviceReminders: true });
      await carAt(user.token, 9_000);
      await sweep(new Date());
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(0);
      // At 1,500 km a month the car reaches 10,000 km in 20 days: 15 days before, it is not due;
      // 13 days before, it is.
      await sweep(new Date(Date.now() + 5 * DAY_MS));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(0);
      await sweep(new Date(Date.now() + 7 * DAY_MS));
      await delivered();
      expect((await inbox.lastMailTo(user.email)).text).toMatch(/about 9,3\d\d km on it now/);
    });

    it('falls due by time six months after the last service, in Arabic for an Arabic shopper', async () => {
      const user = await shopper({ serviceReminders: true, language: 'ar' });
      const carId = await carAt(user.token, 10_100);
      await shop.api
        .post(`/api/car/userCars/${carId}/serviceDone`)
        .set('token', user.token)
        .send({ packageId: service10k._id })
        .expect(201, { message: 'Service recorded.' });
      const exported = await shop.api.get('/api/user/me/export').set('token', user.token);
      expect(exported.body.carHistory).toEqual([
        {
          carId,
          mileageReadings: [{ mileage: 10_100, at: expect.any(String) }],
          services: [
            {
              packageId: service10k._id,
              mileage: 10_000,
              at: expect.any(String),
              source: 'elsewhere',
            },
          ],
        },
      ]);
      const [car] = await garage(user.token);
      // By mileage 20,000 km comes in 6.6 months; six months since the service come first.
      expect(car.nextService).toMatchObject({
        package: { _id: service20k._id },
        dueBy: 'time',
      });
      const dueIn = new Date(car.nextService!.dueAt).getTime() - Date.now();
      expect(dueIn / MONTH_MS).toBeGreaterThan(5.9);
      expect(dueIn / MONTH_MS).toBeLessThan(6.1);

      await sweep(new Date(Date.now() + 5.3 * MONTH_MS));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(0);
      await sweep(new Date(Date.now() + 5.7 * MONTH_MS));
      await delivered();
      const mail = await inbox.lastMailTo(user.email);
      expect(mail.subject).toBe(`${SHOP_NAME_AR}: حان موعد 20,000 km service لـتويوتا كامري ٢٠٢٠`);
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.text).toContain('السعر: ٥٠٠٫٠٠ ر.س');
      expect(mail.text).toContain('لإيقافها (بنقرة واحدة، دون تسجيل الدخول):');
      expect(unsubscribeUrl(mail).searchParams.get('lang')).toBe('ar');
    });

    it('records a package paid for as the service of the car it was next for', async () => {
      const user = await shopper();
      const carId = await carAt(user.token, 9_800);
      await addToCart(shop, user.token, { packageId: service10k._id, quantity: 1 });
      const placed = await placeOrder(shop, user.token);
      const callback = await answerThreeDSecure(
        shop,
        placed.payment.source.transaction_url,
        'approve',
      );
      await returnFromPayment(shop, callback);
      const [car] = await garage(user.token);
      expect(car._id).toBe(carId);
      // 20,000 km is 6.8 months away at 1,500 km a month: six months since the service come first.
      expect(car.nextService).toMatchObject({ package: { _id: service20k._id }, dueBy: 'time' });
      const exported = await shop.api.get('/api/user/me/export').set('token', user.token);
      expect(exported.body.carHistory[0].services).toEqual([
        { packageId: service10k._id, mileage: 10_000, at: expect.any(String), source: 'order' },
      ]);
    });

    it('never mails a shopper who did not consent', async () => {
      const user = await shopper();
      await carAt(user.token, 9_900);
      await sweep(new Date(Date.now() + 8 * MONTH_MS));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(0);
    });

    it('is sent once when two instances sweep at the same moment', async () => {
      const user = await shopper({ serviceReminders: true });
      const carId = await carAt(user.token, 9_800);
      const at = new Date();
      await Promise.all([sweep(at, shop), sweep(at, other), sweep(at, shop), sweep(at, other)]);
      await delivered();
      await inbox.lastMailTo(user.email);
      expect(mailsTo(user.email)).toHaveLength(1);
      expect(await outboxKeys(`service-reminder:${carId}:`)).toEqual([
        `service-reminder:${carId}:${service10k._id}`,
      ]);
    });

    it('unsubscribes in one click without login: the page asks, the POST turns the consent off', async () => {
      const user = await shopper({ serviceReminders: true });
      await carAt(user.token, 9_700);
      await sweep(new Date());
      await delivered();
      const link = unsubscribeUrl(await inbox.lastMailTo(user.email));

      const page = await shop.api.get(local(link)).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('Stop mailing me service reminders for your cars?');
      expect(page.text).toContain('<form method="post">');
      const arabic = await shop.api.get(`${link.pathname}?lang=ar`).expect(200);
      expect(arabic.text).toContain('هل تريد إيقاف تذكيرات صيانة سياراتك؟');
      expect(arabic.text).toContain('dir="rtl"');
      // Opening the page changed nothing.
      expect(
        (await shop.api.get('/api/user/me/preferences').set('token', user.token)).body,
      ).toMatchObject({ serviceReminders: true });

      // As a mail client's one-click button sends it (RFC 8058): no token, no cookie.
      const done = await shop.api
        .post(local(link))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.body).toEqual({ message: 'You are unsubscribed.', topic: 'serviceReminders' });
      expect(
        (await shop.api.get('/api/user/me/preferences').set('token', user.token)).body,
      ).toEqual({ serviceReminders: false, offers: false });
      const exported = await shop.api.get('/api/user/me/export').set('token', user.token);
      expect(exported.body.consents.changes.at(-1)).toMatchObject({
        consent: 'serviceReminders',
        given: false,
      });
      // Again, as multipart/form-data (which RFC 8058 prefers): still fine, nothing more recorded.
      await shop.api.post(local(link)).field('List-Unsubscribe', 'One-Click').expect(200);
      const again = await shop.api.get('/api/user/me/export').set('token', user.token);
      expect(again.body.consents.changes).toHaveLength(2);

      // A browser's form gets a page back, in its language.
      const browser = await shop.api
        .post(`${link.pathname}?lang=ar`)
        .set('Accept', 'text/html')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(browser.text).toContain('تم: لن نرسل إليك تذكيرات صيانة سياراتك بعد الآن.');
    });

    it('refuses an unsubscribe link that is not the shop’s, changing nothing', async () => {
      const user = await shopper({ serviceReminders: true });
      await carAt(user.token, 9_650);
      await sweep(new Date());
      await delivered();
      const link = unsubscribeUrl(await inbox.lastMailTo(user.email));
      const token = link.pathname.split('/').at(-1)!;
      // The same user with the other consent, under the first one's signature.
      const forged = token.replace('.r.', '.o.');
      const refused = await shop.api.post(`/api/unsubscribe/${forged}`).expect(400);
      expect(refused.body).toMatchObject({
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message: 'This unsubscribe link is not valid.',
      });
      await shop.api.post('/api/unsubscribe/nothing').expect(400);
      const page = await shop.api.get(`/api/unsubscribe/${forged}`).expect(400);
      expect(page.text).toContain('This unsubscribe link is not valid.');
      expect(
        (await shop.api.get('/api/user/me/preferences').set('token', user.token)).body,
      ).toMatchObject({ serviceReminders: true });
    });

    it("updates a car's mileage and records a service only for its owner, with coded refusals", async () => {
      const owner = await shopper();
      const stranger = await shopper();
      const carId = await carAt(owner.token, 9_000);
      const mileage = (token: string | undefined, body: object, id = carId) => {
        const call = shop.api.put(`/api/car/userCars/${id}/mileage`);
        return (token ? call.set('token', token) : call).send(body);
      };
      await mileage(undefined, { mileage: 9_500 }).expect(401);
      expect((await mileage(stranger.token, { mileage: 9_500 }).expect(404)).body.code).toBe(
        'CAR_NOT_FOUND',
      );
      for (const bad of [{}, { mileage: -1 }, { mileage: '9500' }, { mileage: 1.5 }]) {
        expect((await mileage(owner.token, bad).expect(400)).body.code).toBe('MILEAGE_INVALID');
      }
      expect((await mileage(owner.token, { mileage: 1 }, 'not-an-id').expect(400)).body.code).toBe(
        'ID_INVALID',
      );
      await mileage(owner.token, { mileage: 10_500 }).expect(200, { message: 'Mileage saved.' });
      const [car] = await garage(owner.token);
      expect(car.nextService).toMatchObject({
        package: { _id: service20k._id },
        estimatedMileage: 10_500,
      });

      const done = (token: string, body: object) =>
        shop.api.post(`/api/car/userCars/${carId}/serviceDone`).set('token', token).send(body);
      expect(
        (await done(stranger.token, { packageId: service20k._id }).expect(404)).body.code,
      ).toBe('CAR_NOT_FOUND');
      expect((await done(owner.token, { packageId: 'x' }).expect(400)).body.code).toBe(
        'VALUE_INVALID',
      );
      expect((await done(owner.token, { packageId: oil._id }).expect(404)).body.code).toBe(
        'PACKAGE_NOT_FOUND',
      );
      // A package of another car's parts is no service of this Camry.
      const patrolParts = await addProduct(shop, admin, {
        category: (await createCategory(shop, admin, `Patrol parts ${Date.now()}`))._id,
        name: 'Patrol oil filter',
        isForSpecificCar: 'true',
        agency: 'Nissan',
        model: 'Patrol',
        year: '2019',
        warranty: 'false',
      });
      const patrolService = await createPackage(shop, admin, {
        name: 'Patrol 10,000 km service',
        mileage: 10_000,
        productIds: [patrolParts._id],
      });
      const notThisCar = await done(owner.token, { packageId: patrolService._id }).expect(409);
      expect(notThisCar.body.code).toBe('PACKAGE_NOT_FOR_CAR');
      await done(owner.token, { packageId: service20k._id }).expect(201);
      // No package above 20,000 km: no next service.
      expect((await garage(owner.token))[0].nextService).toBeUndefined();
    });
  });

  describe('back in stock', () => {
    async function productWithStock(stock: string) {
      const category = (await createCategory(shop, admin, `Stock ${stock} ${Date.now()}`))._id;
      return addProduct(shop, admin, { category, name: 'Brake discs', price: '115', stock });
    }
    const setStock = (productId: string, stock: string) =>
      shop.api
        .put(`/api/product/updateProduct/${productId}`)
        .set('token', admin)
        .field('stock', stock)
        .expect(200);
    const notify = (method: 'get' | 'post' | 'delete', token: string, productId: string) =>
      shop.api[method](`/api/products/${productId}/notify`).set('token', token);

    it('mails the shopper once when the product is back, then forgets the request', async () => {
      const user = await shopper({ language: 'ar' });
      const discs = await productWithStock('0');
      expect((await notify('post', user.token, discs._id).expect(201)).body).toEqual({
        message: 'We will mail you when it is back in stock.',
        notify: true,
      });
      await notify('post', user.token, discs._id).expect(201);
      expect((await notify('get', user.token, discs._id).expect(200)).body.notify).toBe(true);
      const exported = await shop.api.get('/api/user/me/export').set('token', user.token);
      expect(exported.body.stockAlerts).toEqual([
        { productId: discs._id, since: expect.any(String) },
      ]);

      await setStock(discs._id, '3');
      await delivered();
      const mail = await inbox.lastMailTo(user.email);
      expect(mail.subject).toBe(`${SHOP_NAME_AR}: Brake discs متوفر من جديد`);
      expect(mail.text).toContain('١١٥٫٠٠ ر.س');
      expect(mail.text).toContain(`${PUBLIC_URL}/productDetails/${discs._id}`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect((await notify('get', user.token, discs._id).expect(200)).body.notify).toBe(false);

      // Out again and back again: the request was forgotten, so no second mail.
      await setStock(discs._id, '0');
      await setStock(discs._id, '4');
      await sweep(new Date());
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(1);
    });

    it('mails when an unpaid order gives its units back', async () => {
      const buyer = await shopper();
      const waiting = await shopper();
      const discs = await productWithStock('1');
      await addToCart(shop, buyer.token, { productId: discs._id, quantity: 1 });
      await placeOrder(shop, buyer.token);
      await notify('post', waiting.token, discs._id).expect(201);
      // Unpaid past ORDER_PAYMENT_TIMEOUT_MINUTES: failed, its unit given back.
      await shop.app.get(OrderExpiryJob).sweep(new Date(Date.now() + 31 * 60_000));
      await delivered();
      expect((await inbox.lastMailTo(waiting.email)).subject).toBe(
        'Qitaa Auto Parts: Brake discs is back in stock',
      );
    });

    it('is refused on a product in stock, unknown or badly named, and without login', async () => {
      const user = await shopper();
      const inStock = await productWithStock('5');
      const refused = await notify('post', user.token, inStock._id).expect(409);
      expect(refused.body.code).toBe('PRODUCT_IN_STOCK');
      const unknown = '0123456789abcdef01234567';
      expect((await notify('post', user.token, unknown).expect(404)).body.code).toBe(
        'PRODUCT_NOT_FOUND',
      );
      expect((await notify('post', user.token, 'nope').expect(400)).body.code).toBe('ID_INVALID');
      await shop.api.post(`/api/products/${inStock._id}/notify`).expect(401);
    });

    it("is each shopper's own: another's DELETE leaves it, the owner's takes it away", async () => {
      const owner = await shopper();
      const stranger = await shopper();
      const discs = await productWithStock('0');
      await notify('post', owner.token, discs._id).expect(201);
      expect((await notify('delete', stranger.token, discs._id).expect(200)).body.notify).toBe(
        false,
      );
      expect((await notify('get', owner.token, discs._id).expect(200)).body.notify).toBe(true);
      await notify('delete', owner.token, discs._id).expect(200);
      await setStock(discs._id, '2');
      await delivered();
      expect(mailsTo(owner.email)).toHaveLength(0);
    });

    it("goes with the shopper's account: a deleted account is never mailed", async () => {
      const leaving = await shopper();
      const discs = await productWithStock('0');
      await notify('post', leaving.token, discs._id).expect(201);
      await shop.api
        .delete('/api/user/me')
        .set('token', leaving.token)
        .send({ password: leaving.password })
        .expect(200);
      const alerts = shop.connection.collection('stock_alerts');
      expect(await alerts.countDocuments({ productId: new Types.ObjectId(discs._id) })).toBe(0);

      await setStock(discs._id, '2');
      await delivered();
      const subjects = mailsTo(leaving.email).map((mail) => mail.subject);
      expect(subjects.some((subject) => subject?.includes('back in stock'))).toBe(false);
    });
  });

  describe('forgotten carts', () => {
    const later = (ms: number) => new Date(Date.now() + ms);

    it('mails a consenting shopper their cart once after 24 h, at most once a week', async () => {
      const user = await shopper({ offers: true });
      await addToCart(shop, user.token, { productId: oil._id, quantity: 2 });
      await sweep(later(23 * 3600_000));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(0);

      await Promise.all([sweep(later(25 * 3600_000), shop), sweep(later(25 * 3600_000), other)]);
      await delivered();
      const mail = await inbox.lastMailTo(user.email);
      expect(mail.subject).toBe('Qitaa Auto Parts: your cart is waiting');
      expect(mail.text).toContain('2 × Engine oil 5W-30: SAR 100.00');
      expect(mail.text).toContain('Total: SAR 100.00');
      expect(mail.text).toContain(`${PUBLIC_URL}/cart`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      // The same cart: never again.
      await sweep(later(3 * DAY_MS));
      // Changed and left again: not within the week of the first mail...
      await addToCart(shop, user.token, { productId: oil._id, quantity: 1 });
      await sweep(later(6 * DAY_MS));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(1);
      // ...but after it.
      await sweep(later(9 * DAY_MS));
      await delivered();
      expect(mailsTo(user.email)).toHaveLength(2);
      expect(mailsTo(user.email)[1].text).toContain('3 × Engine oil 5W-30: SAR 150.00');

      // Its unsubscribe link turns offers off.
      await shop.api.post(local(unsubscribeUrl(mail))).expect(200, {
        message: 'You are unsubscribed.',
        topic: 'offers',
      });
      expect(
        (await shop.api.get('/api/user/me/preferences').set('token', user.token)).body,
      ).toEqual({ serviceReminders: false, offers: false });
    });

    it('mails nobody who did not consent, nor a shopper who ordered since', async () => {
      const silent = await shopper();
      await addToCart(shop, silent.token, { productId: oil._id, quantity: 1 });
      const ordered = await shopper({ offers: true });
      await addToCart(shop, ordered.token, { productId: oil._id, quantity: 1 });
      await placeOrder(shop, ordered.token);
      await sweep(later(2 * DAY_MS));
      await delivered();
      expect(mailsTo(silent.email)).toHaveLength(0);
      expect(mailsTo(ordered.email)).toHaveLength(0);
    });
  });
});
