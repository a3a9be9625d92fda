import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { MoyasarFake } from './support/moyasar-fake';
import { addToCart, myOrder, orderRequest, returnFromPayment } from './support/orders';

const PUBLIC_URL = 'http://shop.example.test';

/** The order request with a token instead of the card. */
const tokenRequest = (token: string, overrides: Record<string, unknown> = {}) => {
  const { cardDetails: _card, ...rest } = orderRequest(overrides);
  return { ...rest, token };
};

describe('paying with a card tokenized at Moyasar (against a local fake of its API)', () => {
  let moyasar: MoyasarFake;
  let shop: TestApp;
  let item: { _id: string };

  beforeAll(async () => {
    moyasar = await new MoyasarFake().start();
    shop = await startTestApp({ ...ADMIN_ENV, ...moyasar.shopEnv(PUBLIC_URL) });
    const admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Token things'))._id;
    item = await addProduct(shop, admin, { category, name: 'Clutch kit', price: '99.90' });
  });
  afterAll(async () => {
    await shop.close();
    await moyasar.stop();
  });

  /** What the browser does: the card goes to Moyasar's tokens API with the publishable key. */
  async function tokenize(tokensUrl: string, publishableKey: string, number = '4111111111111111') {
    const response = await fetch(tokensUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${publishableKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: 'SARA ALHARBI',
        number,
        cvc: '987',
        month: 12,
        year: 2031,
        save_only: true,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  it('tells the web app to tokenize with Moyasar, and takes the token instead of the card', async () => {
    const config = await shop.api.get('/api/payment/config').expect(200);
    expect(config.body).toEqual({
      provider: 'moyasar',
      publishableKey: moyasar.publishableKey,
      tokensUrl: `${moyasar.apiUrl}/tokens`,
    });
    // The shop's pages may call Moyasar's API from the browser, and no other origin.
    expect(config.headers['content-security-policy']).toContain(
      `connect-src 'self' ${new URL(moyasar.apiUrl).origin}`,
    );
    const token = await tokenize(config.body.tokensUrl, config.body.publishableKey);

    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: item._id, quantity: 1 });
    const placed = await shop.api
      .post('/api/order/addOrder')
      .set('token', user.token)
      .send(tokenRequest(token))
      .expect(201);
    expect(moyasar.creations.at(-1)).toMatchObject({
      amount: 9990,
      source: { type: 'token', token },
    });
    expect(JSON.stringify(moyasar.creations.at(-1))).not.toContain('4111111111111111');
    expect(placed.body.order.card).toEqual({ brand: 'visa', last4: '1111' });

    const threeDs = await fetch(`${placed.body.payment.source.transaction_url}?decision=approve`, {
      redirect: 'manual',
    });
    await returnFromPayment(shop, new URL(threeDs.headers.get('location')!));
    expect((await myOrder(shop, user.token, placed.body.order._id)).paymentStatus).toBe('paid');
  });

  it('refuses unknown, malformed or doubled card sources and a bad phone, keeping no order', async () => {
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: item._id, quantity: 1 });
    const send = (body: object) =>
      shop.api.post('/api/order/addOrder').set('token', user.token).send(body);

    const unknown = await send(tokenRequest('token_doesnotexist')).expect(400);
    expect(unknown.body).toMatchObject({
      message: 'The card token is not valid.',
      errors: { token: ['The card token is not valid.'] },
    });
    await send(tokenRequest('not a token')).expect(400);
    const token = await tokenize(`${moyasar.apiUrl}/tokens`, moyasar.publishableKey);
    const both = await send({ ...orderRequest(), token }).expect(400);
    expect(both.body.message).toBe('Send either cardDetails or token, not both.');
    const phone = await send(tokenRequest(token, { phone: '0501234567' })).expect(400);
    expect(phone.body.errors).toHaveProperty('phone');
    const mine = await shop.api.get('/api/order/myOrders').set('token', user.token).expect(200);
    expect(mine.body.orders).toEqual([]);
  });
});
