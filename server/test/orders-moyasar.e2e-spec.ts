import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { MoyasarFake } from './support/moyasar-fake';
import {
  addToCart,
  cartOf,
  myOrder,
  orderRequest,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import { OrderExpiryJob } from '../src/orders/order-expiry.job';
import { MoyasarProvider } from '../src/payment/moyasar.provider';
import { PaymentUnavailableError } from '../src/payment/payment-provider';

const PUBLIC_URL = 'http://shop.example.test';
const WEBHOOK_SECRET = 'moyasar-webhook-secret';

describe('orders paid through Moyasar (against a local fake of its API)', () => {
  let moyasar: MoyasarFake;
  let shop: TestApp;
  let oil: { _id: string };

  beforeAll(async () => {
    moyasar = await new MoyasarFake().start();
    shop = await startTestApp({
      ...ADMIN_ENV,
      ...moyasar.shopEnv(PUBLIC_URL),
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Moyasar things'))._id;
    oil = await addProduct(shop, admin, { category, name: 'Engine oil', price: '110.10' });
  });
  afterAll(async () => {
    await shop.close();
    await moyasar.stop();
  });
  beforeEach(() => {
    moyasar.dropAnswers = 0;
    moyasar.failNext = 0;
  });

  /** A shopper with 3 engine oils in the cart: SAR 330.30. */
  async function shopperWithCart() {
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: oil._id, quantity: 3 });
    return user;
  }

  /** The cardholder's 3-D Secure step at Moyasar: answers where it sends the browser back to. */
  async function completeThreeDs(transactionUrl: string, decision = 'approve'): Promise<URL> {
    const response = await fetch(`${transactionUrl}?decision=${decision}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  it('creates the payment in halalas with the callback and an idempotency key, and settles it on return', async () => {
    const user = await shopperWithCart();
    const placed = await placeOrder(shop, user.token);

    const created = moyasar.creations.at(-1)!;
    expect(created).toEqual({
      amount: 33030,
      currency: 'SAR',
      description: `Qitaa Auto Parts order #${placed.order.reference}`,
      callback_url: `${PUBLIC_URL}/api/payment/callback`,
      given_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      metadata: { order_id: placed.order._id },
      source: {
        type: 'creditcard',
        name: 'SARA ALHARBI',
        number: '4111111111111111',
        cvc: '987',
        month: 12,
        year: new Date().getFullYear() + 2,
      },
    });
    const payment = moyasar.payments.get(placed.payment.id)!;
    expect(placed.payment).toEqual({
      id: payment.id,
      status: 'initiated',
      source: { transaction_url: `${moyasar.url}/3ds/${payment.id}` },
    });

    const callback = await completeThreeDs(placed.payment.source.transaction_url);
    expect(callback.searchParams.get('status')).toBe('paid');
    expect(await returnFromPayment(shop, callback)).toBe(
      `${PUBLIC_URL}/payment/result?order=${placed.order._id}`,
    );
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('paid');
    expect((await cartOf(shop, user.token)).items).toEqual([]);
  });

  it('retries a creation whose answer was lost with the same given_id: one payment, one order', async () => {
    const user = await shopperWithCart();
    const before = moyasar.creations.length;
    moyasar.dropAnswers = 1;
    const placed = await placeOrder(shop, user.token);

    const attempts = moyasar.creations.slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[1].given_id).toBe(attempts[0].given_id);
    const payments = [...moyasar.payments.values()].filter(
      (payment) => payment.given_id === attempts[0].given_id,
    );
    expect(payments.map((payment) => payment.id)).toEqual([placed.payment.id]);
    const { body } = await shop.api.get('/api/order/myOrders').set('token', user.token);
    expect(body.orders).toHaveLength(1);
  });

  it('answers 502 and keeps no order when Moyasar keeps failing', async () => {
    const user = await shopperWithCart();
    moyasar.failNext = 3;
    const response = await shop.api
      .post('/api/order/addOrder')
      .set('token', user.token)
      .send(orderRequest())
      .expect(502);
    expect(response.body).toEqual({
      statusCode: 502,
      code: 'PAYMENT_UNAVAILABLE',
      message: 'The payment service is unavailable right now. Please try again in a few minutes.',
    });
    const { body } = await shop.api.get('/api/order/myOrders').set('token', user.token);
    expect(body.orders).toEqual([]);
    expect((await cartOf(shop, user.token)).totalPrice).toBe(330.3);
  });

  it("passes Moyasar's refusal of the card on as a 400, keeping no order", async () => {
    const user = await shopperWithCart();
    // 16 digits starting with 4 pass the shop's rules; the checksum is Moyasar's to refuse.
    const response = await shop.api
      .post('/api/order/addOrder')
      .set('token', user.token)
      .send(orderRequest({}, { number: '4111111111111112' }))
      .expect(400);
    expect(response.body.message).toBe('Validation Failed: source.number is invalid.');
    const { body } = await shop.api.get('/api/order/myOrders').set('token', user.token);
    expect(body.orders).toEqual([]);
  });

  it('fails an order whose payment is declined, or is not for its amount', async () => {
    const declinedBy = await shopperWithCart();
    const declined = await placeOrder(shop, declinedBy.token);
    await returnFromPayment(
      shop,
      await completeThreeDs(declined.payment.source.transaction_url, 'decline'),
    );
    expect((await myOrder(shop, declinedBy.token, declined.order._id)).paymentStatus).toBe(
      'failed',
    );

    const tamperedBy = await shopperWithCart();
    const tampered = await placeOrder(shop, tamperedBy.token);
    moyasar.tamper(tampered.payment.id, { amount: 100 });
    const callback = await completeThreeDs(tampered.payment.source.transaction_url);
    expect(callback.searchParams.get('status')).toBe('paid');
    await returnFromPayment(shop, callback);
    expect((await myOrder(shop, tamperedBy.token, tampered.order._id)).paymentStatus).toBe(
      'failed',
    );
    expect((await cartOf(shop, tamperedBy.token)).totalPrice).toBe(330.3);
  });

  it('keeps an order whose 3-D Secure step was left unanswered initiated, as Moyasar does, past its expiry', async () => {
    const user = await shopperWithCart();
    const placed = await placeOrder(shop, user.token);
    // The shopper never completes the step: Moyasar keeps the payment `initiated`.
    await shop.app.get(OrderExpiryJob).sweep(new Date(Date.now() + 31 * 60_000));
    expect(moyasar.payments.get(placed.payment.id)!.status).toBe('initiated');
    const order = (
      await shop.api.get(`/api/order/myOrders/${placed.order._id}`).set('token', user.token)
    ).body.order;
    expect(order.paymentStatus).toBe('initiated');
    expect(order.paymentAbandonedAt).toEqual(expect.any(String));
    expect((await cartOf(shop, user.token)).totalPrice).toBe(330.3);

    // Declined at Moyasar after all: now it failed.
    await returnFromPayment(
      shop,
      await completeThreeDs(placed.payment.source.transaction_url, 'decline'),
    );
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('failed');
  });

  it("charges the discounted amount, and gives the coupon's use back when the payment fails", async () => {
    const admin = await adminToken(shop);
    await shop.api
      .post('/api/coupons')
      .set('token', admin)
      .send({ code: 'MOYASAR10', type: 'percent', value: 10, maxUses: 1, active: true })
      .expect(201);
    const usesOf = async () =>
      (
        (await shop.api.get('/api/coupons').set('token', admin).expect(200)).body.coupons as {
          code: string;
          uses: number;
        }[]
      ).find((coupon) => coupon.code === 'MOYASAR10')!.uses;
    const applyTo = (token: string) =>
      shop.api.post('/api/cart/coupon').set('token', token).send({ code: 'moyasar10' });

    // Moyasar unreachable: no order, and the use the placement reserved is given back.
    const sara = await shopperWithCart();
    await applyTo(sara.token).expect(201);
    moyasar.failNext = 3;
    await shop.api
      .post('/api/order/addOrder')
      .set('token', sara.token)
      .send(orderRequest())
      .expect(502);
    expect(await usesOf()).toBe(0);

    // Placed: Moyasar is asked for SAR 330.30 less 33.03, in halalas.
    const placed = await placeOrder(shop, sara.token);
    expect(moyasar.creations.at(-1)!.amount).toBe(29727);
    expect(placed.order.totalPrice).toBe(297.27);
    expect(await usesOf()).toBe(1);
    // Declined at the 3-D Secure step: the order fails and its use is free again.
    await returnFromPayment(
      shop,
      await completeThreeDs(placed.payment.source.transaction_url, 'decline'),
    );
    expect((await myOrder(shop, sara.token, placed.order._id)).paymentStatus).toBe('failed');
    expect(await usesOf()).toBe(0);
    const omar = await shopperWithCart();
    await applyTo(omar.token).expect(201);
  });

  it('keeps the order pending when Moyasar cannot be asked on return', async () => {
    const user = await shopperWithCart();
    const placed = await placeOrder(shop, user.token);
    const callback = await completeThreeDs(placed.payment.source.transaction_url);
    moyasar.failNext = 3;
    expect(await returnFromPayment(shop, callback)).toBe(
      `${PUBLIC_URL}/payment/result?order=${placed.order._id}`,
    );
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('initiated');
    // Once Moyasar answers again, a replayed return settles it.
    await returnFromPayment(shop, callback);
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('paid');
  });

  it('answers a webhook 502 while Moyasar cannot be asked, as the document says, and settles on the next', async () => {
    const user = await shopperWithCart();
    const placed = await placeOrder(shop, user.token);
    await completeThreeDs(placed.payment.source.transaction_url);
    const event = {
      secret_token: WEBHOOK_SECRET,
      type: 'payment_paid',
      data: { id: placed.payment.id },
    };
    moyasar.failNext = 3;
    const refused = await shop.api.post('/api/payment/webhook').send(event).expect(502);
    expect(refused.body.code).toBe('PAYMENT_UNAVAILABLE');
    const { body: document } = await shop.api.get('/api/openapi.json').expect(200);
    expect(Object.keys(document.paths['/api/payment/webhook'].post.responses)).toContain('502');
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('initiated');
    // Once Moyasar answers again, the event sent again settles the order.
    await shop.api.post('/api/payment/webhook').send(event).expect(200);
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('paid');
  });

  it('treats a refused secret key as the shop being unable to take payments', async () => {
    const provider = new MoyasarProvider({
      provider: 'moyasar',
      moyasarSecretKey: 'sk_test_wrong',
      moyasarPublishableKey: 'pk_test_unused',
      moyasarApiUrl: moyasar.apiUrl,
      webhookSecret: undefined,
    });
    await expect(provider.fetch('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
  });
});
