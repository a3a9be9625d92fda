import { Types } from 'mongoose';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { paidOrder } from './support/invoices';
import {
  addToCart,
  answerThreeDSecure,
  orderRequest,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import { stockReleaseMarks } from '../src/migrations/006-stock-release-marks';
import { OrderExpiryJob } from '../src/orders/order-expiry.job';

/**
 * What an order holds of the stock: one reservation per cart version, a bounded number of
 * unpaid orders per shopper, and units given back once per reservation, whatever the order's
 * later history.
 */
describe('stock held by orders', () => {
  let shop: TestApp;
  let admin: string;
  let category: string;

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, ORDER_MAX_UNPAID: '2' });
    admin = await adminToken(shop);
    category = (await createCategory(shop, admin, 'Held parts'))._id;
  });
  afterAll(() => shop.close());

  const product = async (stock: number) =>
    (await addProduct(shop, admin, { category, name: `Part of ${stock}`, stock: String(stock) }))
      ._id;
  const stockOf = async (id: string) =>
    (await shop.api.get(`/api/product/getCarById/${id}`).expect(200)).body.product.stock as number;
  /** The payment statuses of the caller's orders, oldest first, `abandoned` for those abandoned. */
  const statusesOf = async (token: string) =>
    (
      (await shop.api.get('/api/order/myOrders').set('token', token).expect(200)).body.orders as {
        paymentStatus: string;
        paymentAbandonedAt?: string;
      }[]
    )
      .map((order) => `${order.paymentStatus}${order.paymentAbandonedAt ? ', abandoned' : ''}`)
      .reverse();

  describe('hoarding', () => {
    it('holds an unchanged cart once however often it is ordered: a new order replaces the pending one', async () => {
      const item = await product(10);
      const user = await loggedInUser(shop);
      await addToCart(shop, user.token, { productId: item, quantity: 3 });
      for (let i = 0; i < 4; i += 1) await placeOrder(shop, user.token);
      expect(await stockOf(item)).toBe(7);
      // The replaced ones are abandoned, not failed: their payments are still `initiated`.
      expect(await statusesOf(user.token)).toEqual([
        'initiated, abandoned',
        'initiated, abandoned',
        'initiated, abandoned',
        'initiated',
      ]);
    });

    it('places one order of a shopper at a time: a burst holds one reservation', async () => {
      const item = await product(10);
      const user = await loggedInUser(shop);
      await addToCart(shop, user.token, { productId: item, quantity: 3 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          shop.api.post('/api/order/addOrder').set('token', user.token).send(orderRequest()),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.status !== 201)) {
        expect(answer.body).toEqual({
          statusCode: 409,
          code: 'ORDER_BEING_PLACED',
          message: 'An order of yours is being placed right now. Wait for it, then try again.',
        });
      }
      expect(await stockOf(item)).toBe(7);
      expect((await statusesOf(user.token)).filter((status) => status === 'initiated')).toEqual([
        'initiated',
      ]);
    });

    it('bounds the orders a shopper has awaiting payment: 409 ORDERS_UNPAID_LIMIT beyond ORDER_MAX_UNPAID', async () => {
      const item = await product(50);
      const user = await loggedInUser(shop);
      for (let i = 0; i < 2; i += 1) {
        await addToCart(shop, user.token, { productId: item, quantity: 1 });
        await placeOrder(shop, user.token);
      }
      await addToCart(shop, user.token, { productId: item, quantity: 1 });
      const refused = await shop.api
        .post('/api/order/addOrder')
        .set('token', user.token)
        .send(orderRequest())
        .expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'ORDERS_UNPAID_LIMIT',
        message:
          'You have 2 orders awaiting payment. Pay or wait for one of them before ordering again.',
        params: { max: '2' },
      });
      // Two orders of one unit, then two: the refused one took nothing.
      expect(await stockOf(item)).toBe(47);

      // Once they expire, the shopper may order again.
      await shop.app.get(OrderExpiryJob).sweep(new Date(Date.now() + 31 * 60_000));
      expect(await stockOf(item)).toBe(50);
      await placeOrder(shop, user.token);
      expect(await stockOf(item)).toBe(47);
    });
  });

  describe('stock given back', () => {
    const refund = (orderId: string) =>
      shop.api.post(`/api/order/refundOrder/${orderId}`).set('token', admin);
    /** An admin's attempt to set the order paid by hand: refused once it is refunded or failed. */
    const setPaid = (orderId: string) =>
      shop.api
        .put(`/api/order/updateOreder/${orderId}`)
        .set('token', admin)
        .send({ paymentStatus: 'paid', reason: 'Paid after all' })
        .expect(409);
    /** As an earlier version let an admin do: the order set back to paid. */
    const setPaidInStore = (orderId: string) =>
      shop.connection
        .collection('orders')
        .updateOne({ _id: new Types.ObjectId(orderId) }, { $set: { paymentStatus: 'paid' } });

    it('once per reservation: refunded, then set back to paid and refunded again, 10 → 7 → 10 → 10', async () => {
      const item = await product(10);
      const { orderId } = await paidOrder(shop, item, 3);
      expect(await stockOf(item)).toBe(7);
      await refund(orderId).expect(200);
      expect(await stockOf(item)).toBe(10);

      // By hand, a refunded order is not paid again (issue 25)...
      expect((await setPaid(orderId)).body.code).toBe('PAYMENT_CHANGE_REFUSED');
      await refund(orderId).expect(409);
      // ...and one an earlier version set back to paid gives its units back once.
      await setPaidInStore(orderId);
      await refund(orderId).expect(200);
      expect(await stockOf(item)).toBe(10);
    });

    it('once for an order that expired, whatever is done to it after', async () => {
      const item = await product(10);
      const user = await loggedInUser(shop);
      await addToCart(shop, user.token, { productId: item, quantity: 4 });
      const placed = await placeOrder(shop, user.token);
      expect(await stockOf(item)).toBe(6);
      await shop.app.get(OrderExpiryJob).sweep(new Date(Date.now() + 31 * 60_000));
      expect(await stockOf(item)).toBe(10);
      // Approved late: refunded by the shop.
      const callback = await answerThreeDSecure(
        shop,
        placed.payment.source.transaction_url,
        'approve',
      );
      await returnFromPayment(shop, callback);
      expect(await stockOf(item)).toBe(10);

      // Then an admin tries to mark it paid by hand, and to refund it again.
      await setPaid(placed.order._id);
      await setPaidInStore(placed.order._id);
      await refund(placed.order._id).expect(200);
      expect(await stockOf(item)).toBe(10);
    });

    it('once for orders refunded before the release was recorded (migration 006)', async () => {
      const item = await product(10);
      const { orderId } = await paidOrder(shop, item, 2);
      await refund(orderId).expect(200);
      expect(await stockOf(item)).toBe(10);
      // As an earlier version left it: refunded, its release not recorded.
      const orders = shop.connection.collection('orders');
      const filter = { stockReleasedAt: { $exists: true }, paymentStatus: 'refunded' };
      expect(await orders.countDocuments(filter)).toBeGreaterThan(0);
      await orders.updateMany(filter, { $unset: { stockReleasedAt: '' } });

      expect(await stockReleaseMarks.run(shop.connection)).toBeGreaterThan(0);
      await setPaidInStore(orderId);
      await refund(orderId).expect(200);
      expect(await stockOf(item)).toBe(10);
    });
  });
});
