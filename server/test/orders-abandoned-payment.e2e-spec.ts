import { EventEmitter2 } from '@nestjs/event-emitter';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, pathOf } from './support/catalog';
import {
  addToCart,
  answerThreeDSecure,
  cartOf,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import { OrderExpiryJob } from '../src/orders/order-expiry.job';
import type { ShopEventName } from '../src/events/shop-events';

const PUBLIC_URL = 'http://shop.example.test';
const MINUTE = 60_000;
const ORDER_EVENTS: ShopEventName[] = ['order.paid', 'order.failed', 'order.abandoned'];

/**
 * A card payment the shopper leaves on the 3-D Secure page (back, closed, never answered) is
 * `initiated` at the provider, as Moyasar documents it: "created but the cardholder did not pay
 * yet". The shop says so too — the order awaits its payment, then is abandoned (its stock goes
 * back) — and marks it failed only when the provider says the payment failed.
 */
describe('a payment abandoned on the 3-D Secure page (sandbox provider)', () => {
  let shop: TestApp;
  let admin: string;
  let category: string;
  /** Every order event the shop emitted, in order. */
  const emitted: { event: string; orderId: string }[] = [];
  const eventsOf = (orderId: string) =>
    emitted.filter((e) => e.orderId === orderId).map((e) => e.event);

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL });
    const events = shop.app.get(EventEmitter2);
    for (const event of ORDER_EVENTS) {
      events.on(event, ({ orderId }: { orderId: string }) => emitted.push({ event, orderId }));
    }
    admin = await adminToken(shop);
    category = (await createCategory(shop, admin, 'Abandoned parts'))._id;
  });
  afterAll(() => shop.close());

  const stockOf = async (id: string) =>
    (await shop.api.get(`/api/product/getCarById/${id}`).expect(200)).body.product.stock as number;
  /** The order as its shopper reads it. */
  const orderOf = async (token: string, orderId: string) =>
    (await shop.api.get(`/api/order/myOrders/${orderId}`).set('token', token).expect(200)).body
      .order as { paymentStatus: string; paymentAbandonedAt?: string; refundReason?: string };
  const paymentAtProvider = (id: string) =>
    shop.connection.collection('sandbox_payments').findOne({ _id: id as never });
  const sweep = (minutesLater: number) =>
    shop.app.get(OrderExpiryJob).sweep(new Date(Date.now() + minutesLater * MINUTE));

  /** A shopper whose cart holds 2 of a product of 5 in stock, and the order placed from it. */
  async function placedAndLeft() {
    const user = await loggedInUser(shop);
    const item = (await addProduct(shop, admin, { category, name: 'Radiator', stock: '5' }))._id;
    await addToCart(shop, user.token, { productId: item, quantity: 2 });
    const placed = await placeOrder(shop, user.token);
    // The shopper opens the issuer's page, then goes back to the shop without answering.
    await shop.api.get(pathOf(placed.payment.source.transaction_url)).expect(200);
    return { user, item, placed };
  }

  it('keeps the order awaiting payment at its return, and abandons it (not failed) at its expiry', async () => {
    const { user, item, placed } = await placedAndLeft();
    const orderId = placed.order._id;
    // The return reached without the cardholder's answer (the browser's back, a bookmark).
    const back = await shop.api.get(`/api/payment/callback?id=${placed.payment.id}`).expect(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/payment/result?order=${orderId}`);
    expect(await orderOf(user.token, orderId)).toMatchObject({ paymentStatus: 'initiated' });
    expect((await orderOf(user.token, orderId)).paymentAbandonedAt).toBeUndefined();
    expect(await stockOf(item)).toBe(3);

    await sweep(29);
    expect((await orderOf(user.token, orderId)).paymentAbandonedAt).toBeUndefined();

    // Past ORDER_PAYMENT_TIMEOUT_MINUTES: still `initiated` at the provider, so at the shop too.
    await Promise.all([sweep(31), sweep(31)]);
    const abandoned = await orderOf(user.token, orderId);
    expect(abandoned.paymentStatus).toBe('initiated');
    expect(Date.parse(abandoned.paymentAbandonedAt!)).toBeGreaterThan(Date.now() - MINUTE);
    expect(await paymentAtProvider(placed.payment.id)).toMatchObject({ status: 'initiated' });
    // Its units are back on sale, once; the cart still holds them to pay again.
    expect(await stockOf(item)).toBe(5);
    expect(eventsOf(orderId)).toEqual(['order.abandoned']);
    expect((await cartOf(shop, user.token)).items).toHaveLength(1);
    // Later sweeps and returns change nothing.
    await sweep(90);
    await shop.api.get(`/api/payment/callback?id=${placed.payment.id}`).expect(303);
    expect(await orderOf(user.token, orderId)).toEqual(abandoned);
    expect(eventsOf(orderId)).toEqual(['order.abandoned']);

    // Paying again (My Orders' Pay again): a new order of the same cart, paid.
    const again = await placeOrder(shop, user.token);
    await returnFromPayment(
      shop,
      await answerThreeDSecure(shop, again.payment.source.transaction_url, 'approve'),
    );
    expect((await orderOf(user.token, again.order._id)).paymentStatus).toBe('paid');
    expect(await stockOf(item)).toBe(3);
    expect(await orderOf(user.token, orderId)).toEqual(abandoned);
  });

  it('abandons a pending order that a new order of its cart replaces, without failing it', async () => {
    const { user, item, placed } = await placedAndLeft();
    // Back on the payment screen, the shopper pays the same cart again.
    const again = await placeOrder(shop, user.token);
    const replaced = await orderOf(user.token, placed.order._id);
    expect(replaced.paymentStatus).toBe('initiated');
    expect(replaced.paymentAbandonedAt).toEqual(expect.any(String));
    expect(eventsOf(placed.order._id)).toEqual(['order.abandoned']);
    // The cart's units are held once, by the new order.
    expect(await stockOf(item)).toBe(3);
    // Only one of them awaits its payment, so the expiry has one to give back.
    await sweep(31);
    expect(await stockOf(item)).toBe(5);
    expect(eventsOf(placed.order._id)).toEqual(['order.abandoned']);
    expect((await orderOf(user.token, again.order._id)).paymentAbandonedAt).toEqual(
      expect.any(String),
    );
  });

  it('fails an abandoned order only when the provider says its payment failed', async () => {
    const { user, placed } = await placedAndLeft();
    await sweep(31);
    // The cardholder comes back to the issuer's page later and declines.
    const callback = await answerThreeDSecure(
      shop,
      placed.payment.source.transaction_url,
      'decline',
    );
    await returnFromPayment(shop, callback);
    expect((await orderOf(user.token, placed.order._id)).paymentStatus).toBe('failed');
    expect(eventsOf(placed.order._id)).toEqual(['order.abandoned', 'order.failed']);
  });

  it('refunds a payment approved after its order was abandoned, and its units come back once', async () => {
    const { user, item, placed } = await placedAndLeft();
    await sweep(31);
    expect(await stockOf(item)).toBe(5);
    const callback = await answerThreeDSecure(
      shop,
      placed.payment.source.transaction_url,
      'approve',
    );
    await returnFromPayment(shop, callback);
    expect(await orderOf(user.token, placed.order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundReason: 'late',
    });
    expect(await paymentAtProvider(placed.payment.id)).toMatchObject({ status: 'refunded' });
    expect(await stockOf(item)).toBe(5);
    // Its lines stay in the cart, for the shopper to pay again.
    expect((await cartOf(shop, user.token)).items).toHaveLength(1);
  });

  it('lets no admin record an abandoned order paid by hand: its units went back', async () => {
    const { placed } = await placedAndLeft();
    await sweep(31);
    const refused = await shop.api
      .put(`/api/order/updateOreder/${placed.order._id}`)
      .set('token', admin)
      .send({ paymentStatus: 'paid', reason: 'Bank transfer' })
      .expect(409);
    expect(refused.body.code).toBe('PAYMENT_CHANGE_REFUSED');
    // Canceling its delivery changes no payment: nothing is left to give back.
    const canceled = await shop.api
      .put(`/api/order/updateOreder/${placed.order._id}`)
      .set('token', admin)
      .send({ shippingStatus: 'canceled' })
      .expect(200);
    expect(canceled.body.order).toMatchObject({
      paymentStatus: 'initiated',
      shippingStatus: 'canceled',
      paymentAbandonedAt: expect.any(String),
    });
    expect(eventsOf(placed.order._id)).toEqual(['order.abandoned']);
  });
});
