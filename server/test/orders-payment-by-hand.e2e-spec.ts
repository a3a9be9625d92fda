import { ADMIN, ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { paidOrder } from './support/invoices';
import { addToCart, cartOf, myOrder, placeOrder } from './support/orders';

/** Issue 25: the payment status is the provider's word; by hand, only what happened outside. */
describe('payment statuses set by hand', () => {
  let shop: TestApp;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin))._id;
    productId = (await addProduct(shop, admin, { category, name: 'Wipers', stock: '10' }))._id;
  });
  afterAll(() => shop.close());

  const stock = async () =>
    (await shop.api.get(`/api/product/getCarById/${productId}`).expect(200)).body.product
      .stock as number;
  const update = (orderId: string, body: object) =>
    shop.api.put(`/api/order/updateOreder/${orderId}`).set('token', admin).send(body);
  async function awaitingPayment() {
    const shopper = await loggedInUser(shop);
    await addToCart(shop, shopper.token, { productId, quantity: 1 });
    const placed = await placeOrder(shop, shopper.token);
    return { ...shopper, orderId: placed.order._id };
  }

  it('records a bank transfer: paid, invoiced, out of the cart, and audited for admins only', async () => {
    const sara = await awaitingPayment();
    const reason = 'Bank transfer received on 12 May, reference 4471';
    const updated = await update(sara.orderId, { paymentStatus: 'paid', reason }).expect(200);
    expect(updated.body.order).toMatchObject({
      paymentStatus: 'paid',
      paidAt: expect.any(String),
      paymentChanges: [
        {
          at: expect.any(String),
          by: { _id: expect.any(String), email: ADMIN.email, name: expect.any(String) },
          from: 'initiated',
          to: 'paid',
          reason,
        },
      ],
    });
    const all = await shop.api.get('/api/order/allOrders').set('token', admin).expect(200);
    expect(
      all.body.orders.find((order: { _id: string }) => order._id === sara.orderId).paymentChanges,
    ).toHaveLength(1);
    let mine = (await myOrder(shop, sara.token, sara.orderId)) as { invoice?: unknown };
    for (let waited = 0; !mine.invoice && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mine = (await myOrder(shop, sara.token, sara.orderId)) as { invoice?: unknown };
    }
    expect(mine.invoice).toBeDefined();
    expect(mine).not.toHaveProperty('paymentChanges');
    expect((await cartOf(shop, sara.token)).items).toEqual([]);
  });

  it('records a payment that will not come: failed, its stock back', async () => {
    const before = await stock();
    const omar = await awaitingPayment();
    expect(await stock()).toBe(before - 1);
    await update(omar.orderId, { paymentStatus: 'failed', reason: 'Customer cancelled' }).expect(
      200,
    );
    expect(await stock()).toBe(before);
  });

  it.each(['initiated', 'failed', 'refunded'])(
    'refuses a paid order set to %s by hand (409), leaving it as it was',
    async (to) => {
      const { user, orderId } = await paidOrder(shop, productId);
      const refused = await update(orderId, { paymentStatus: to, reason: 'Testing' }).expect(409);
      expect(refused.body).toMatchObject({
        code: 'PAYMENT_CHANGE_REFUSED',
        params: { from: 'paid', to },
      });
      expect((await myOrder(shop, user.token, orderId)).paymentStatus).toBe('paid');
    },
  );

  it('asks why, then never revives a failed order', async () => {
    const lina = await awaitingPayment();
    const unexplained = await update(lina.orderId, { paymentStatus: 'failed' }).expect(400);
    expect(unexplained.body).toMatchObject({
      code: 'PAYMENT_REASON_REQUIRED',
      errors: { reason: [expect.any(String)] },
    });
    await update(lina.orderId, { paymentStatus: 'failed', reason: ' ' }).expect(400);
    await update(lina.orderId, { paymentStatus: 'failed', reason: 'No transfer came' }).expect(200);
    const stockAfter = await stock();
    const refused = await update(lina.orderId, { paymentStatus: 'paid', reason: 'Oops' }).expect(
      409,
    );
    expect(refused.body.params).toEqual({ from: 'failed', to: 'paid' });
    expect(await stock()).toBe(stockAfter);
    const reason = 'x'.repeat(501);
    const tooLong = await update(lina.orderId, { shippingStatus: 'canceled', reason }).expect(400);
    expect(tooLong.body.errors).toHaveProperty('reason');
  });
});
