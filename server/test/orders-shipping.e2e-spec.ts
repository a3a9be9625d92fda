import type { ParsedMail } from 'mailparser';
import { ADMIN_ENV, newAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress, shippingZone } from './support/delivery';
import { addToCart, answerThreeDSecure, placeOrder, returnFromPayment } from './support/orders';
import { SmtpInbox } from './support/smtp-inbox';

interface ShippedOrder {
  shippingStatus: string;
  shipping: {
    fee: number;
    tracking?: { carrier: string; number: string; url: string };
    shippedAt?: string;
    deliveredAt?: string;
  };
}

describe('shipping orders with a carrier', () => {
  let shop: TestApp;
  let inbox: SmtpInbox;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    shop = await startTestApp({
      ...ADMIN_ENV,
      SMTP_URL: await inbox.start(),
      MAIL_FROM: 'Shop <shop@test.local>',
      MAIL_RETRY_MS: '300',
    });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin))._id;
    productId = (await addProduct(shop, admin, { category, name: 'Brake discs', price: '115' }))
      ._id;
    await shop.api
      .post('/api/shipping/zones')
      .set('token', admin)
      .send(shippingZone({ cities: ['Riyadh'], fee: 25, minDays: 1, maxDays: 2 }))
      .expect(201);
  });
  afterAll(async () => {
    await shop.close();
    await inbox.stop();
  });

  /** A shopper registered from a UI in `language`, with an order placed to a saved address. */
  async function placed(language = 'en', withAddress = true) {
    const account = newAccount();
    await shop.api
      .post('/api/user/register')
      .send({ ...account, language })
      .expect(201);
    const login = await shop.api
      .post('/api/user/login')
      .send({ email: account.email, password: account.password, language })
      .expect(200);
    const token = login.body.token as string;
    await addToCart(shop, token, { productId, quantity: 1 });
    let fields = {};
    if (withAddress) {
      const address = await shop.api
        .post('/api/user/addresses')
        .set('token', token)
        .send(nationalAddress())
        .expect(201);
      fields = { addressId: address.body.address._id };
    }
    const order = await placeOrder(shop, token, fields);
    return { ...account, token, order };
  }

  async function paid(language = 'en', withAddress = true) {
    const shopper = await placed(language, withAddress);
    const callback = await answerThreeDSecure(
      shop,
      shopper.order.payment.source.transaction_url,
      'approve',
    );
    await returnFromPayment(shop, callback);
    return { ...shopper, orderId: shopper.order.order._id };
  }

  const ship = (orderId: string, body: object) =>
    shop.api.put(`/api/order/shipOrder/${orderId}`).set('token', admin).send(body);
  const setShipping = (orderId: string, shippingStatus: string) =>
    shop.api.put(`/api/order/updateOreder/${orderId}`).set('token', admin).send({ shippingStatus });
  const mineOf = async (token: string, orderId: string) =>
    (await shop.api.get(`/api/order/myOrders/${orderId}`).set('token', token).expect(200)).body
      .order as ShippedOrder;

  async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
    for (let waited = 0; waited < 15_000; waited += 100) {
      const mail = inbox.mails.find(
        (candidate) =>
          JSON.stringify(candidate.to).includes(address) && subject.test(candidate.subject ?? ''),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail ${subject} to ${address}`);
  }

  it('ships with SMSA: the order answers the tracking page, My Orders and the mail show it', async () => {
    const sara = await paid('en');
    const shipped = await ship(sara.orderId, { carrier: 'smsa', number: '290012345678' }).expect(
      200,
    );
    expect(shipped.body.message).toBe('Order shipped.');
    const url = 'https://www.smsaexpress.com/trackingdetails?tracknumbers=290012345678';
    expect(shipped.body.order).toMatchObject({
      shippingStatus: 'shipped',
      shipping: {
        fee: 25,
        tracking: { carrier: 'SMSA', number: '290012345678', url },
        shippedAt: expect.any(String),
      },
    });
    expect((await mineOf(sara.token, sara.orderId)).shipping.tracking).toEqual({
      carrier: 'SMSA',
      number: '290012345678',
      url,
    });
    const mail = await mailTo(sara.email, /shipped/);
    expect(mail.text).toContain(`SMSA tracking number 290012345678: ${url}`);
    expect(mail.html).toContain(`href="${url.replace('&', '&#38;')}"`);

    // Shipping again corrects the tracking, and mails nothing more.
    const corrected = await ship(sara.orderId, { carrier: 'Aramex', number: '٤٤٥٥٦٦٧٧' }).expect(
      200,
    );
    expect(corrected.body.order.shipping.tracking).toEqual({
      carrier: 'Aramex',
      number: '44556677',
      url: 'https://www.aramex.com/sa/en/track/results?ShipmentNumber=44556677',
    });
    expect(corrected.body.order.shipping.shippedAt).toBe(shipped.body.order.shipping.shippedAt);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const shippedMails = inbox.mails.filter(
      (candidate) =>
        JSON.stringify(candidate.to).includes(sara.email) &&
        /shipped/.test(candidate.subject ?? ''),
    );
    expect(shippedMails).toHaveLength(1);
    // The confirmation listed the delivery among the lines.
    expect((await mailTo(sara.email, /confirmed/)).text).toContain('1 × Delivery: SAR 25.00');
  });

  it("links the tracking page in the shopper's language, and says it in Arabic", async () => {
    const noura = await paid('ar');
    const shipped = await ship(noura.orderId, { carrier: 'SPL', number: 'RR123456789SA' }).expect(
      200,
    );
    const url = 'https://splonline.com.sa/ar/shipmentdetailsstatic/?tid=RR123456789SA';
    expect(shipped.body.order.shipping.tracking.url).toBe(url);
    const mail = await mailTo(noura.email, /شحن/);
    expect(mail.text).toContain(`رقم تتبع الشحنة لدى SPL: RR123456789SA ${url}`);
  });

  it("ships with the merchant's own carrier and its https tracking page", async () => {
    const omar = await paid();
    const missing = await ship(omar.orderId, { carrier: 'Naqel', number: '1234567' }).expect(400);
    expect(missing.body).toMatchObject({ code: 'CARRIER_URL_REQUIRED' });
    expect(missing.body.errors).toHaveProperty('urlTemplate');
    for (const urlTemplate of [
      'http://naqel.example/track/{number}',
      'https://naqel.example/track/',
      'javascript:alert(1)//{number}',
    ]) {
      const refused = await ship(omar.orderId, {
        carrier: 'Naqel',
        number: '1234567',
        urlTemplate,
      }).expect(400);
      expect(refused.body.code).toBe('CARRIER_URL_REQUIRED');
    }
    expect((await mineOf(omar.token, omar.orderId)).shippingStatus).toBe('pending');
    const shipped = await ship(omar.orderId, {
      carrier: 'Naqel',
      number: '1234567',
      urlTemplate: 'https://naqel.example/{lang}/track?no={number}',
    }).expect(200);
    expect(shipped.body.order.shipping.tracking).toEqual({
      carrier: 'Naqel',
      number: '1234567',
      url: 'https://naqel.example/en/track?no=1234567',
    });
  });

  it('refuses a bad tracking number or carrier, and anyone but an admin', async () => {
    const lina = await paid();
    for (const [body, code] of [
      [{ carrier: 'SMSA', number: '12' }, 'TRACKING_NUMBER_INVALID'],
      [{ carrier: 'SMSA', number: 'abc def 123' }, 'TRACKING_NUMBER_INVALID'],
      [{ carrier: 'SMSA', number: { $gt: '' } }, 'TRACKING_NUMBER_INVALID'],
      [{ carrier: 'x'.repeat(61), number: '12345' }, 'CARRIER_INVALID'],
    ] as const) {
      expect((await ship(lina.orderId, body).expect(400)).body.code).toBe(code);
    }
    await shop.api
      .put(`/api/order/shipOrder/${lina.orderId}`)
      .set('token', lina.token)
      .send({ carrier: 'SMSA', number: '12345' })
      .expect(403);
    await ship('0'.repeat(24), { carrier: 'SMSA', number: '12345' }).expect(404);
    expect((await mineOf(lina.token, lina.orderId)).shippingStatus).toBe('pending');
  });

  it('ships neither an unpaid card order nor one placed without an address of the book', async () => {
    const unpaid = await placed();
    const refused = await ship(unpaid.order.order._id, { carrier: 'SMSA', number: '12345' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ORDER_NOT_PAID_TO_SHIP');
    const textOnly = await paid('en', false);
    const noDelivery = await ship(textOnly.orderId, { carrier: 'SMSA', number: '12345' });
    expect(noDelivery.status).toBe(409);
    expect(noDelivery.body.code).toBe('ORDER_NO_DELIVERY_DETAILS');
  });

  it('moves the shipping status forward only, and dates the delivery', async () => {
    const sami = await paid();
    await setShipping(sami.orderId, 'processing').expect(200);
    const back = await setShipping(sami.orderId, 'pending').expect(409);
    expect(back.body).toMatchObject({
      code: 'SHIPPING_STATUS_BACKWARD',
      params: { from: 'processing', to: 'pending' },
    });
    await ship(sami.orderId, { carrier: 'SMSA', number: '55555' }).expect(200);
    // Setting the status it has is no change.
    await setShipping(sami.orderId, 'shipped').expect(200);
    const delivered = await setShipping(sami.orderId, 'delivered').expect(200);
    expect(delivered.body.order.shipping.deliveredAt).toEqual(expect.any(String));
    for (const status of ['pending', 'shipped', 'canceled']) {
      expect((await setShipping(sami.orderId, status).expect(409)).body.code).toBe(
        'SHIPPING_STATUS_BACKWARD',
      );
    }
    expect((await ship(sami.orderId, { carrier: 'SMSA', number: '55555' })).status).toBe(409);
    expect((await mineOf(sami.token, sami.orderId)).shippingStatus).toBe('delivered');

    const canceled = await paid();
    await setShipping(canceled.orderId, 'canceled').expect(200);
    expect((await setShipping(canceled.orderId, 'processing').expect(409)).body.code).toBe(
      'SHIPPING_STATUS_BACKWARD',
    );
  });
});
