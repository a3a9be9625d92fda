import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress, shippingZone } from './support/delivery';
import { MoyasarFake } from './support/moyasar-fake';
import { addToCart, myOrder, placeOrder, returnFromPayment } from './support/orders';
import { OrderExpiryJob } from '../src/orders/order-expiry.job';
import { MoyasarProvider } from '../src/payment/moyasar.provider';
import { PaymentRefusedError } from '../src/payment/payment-provider';

const PUBLIC_URL = 'http://shop.example.test';

describe('refunds through Moyasar (against a local fake of its API)', () => {
  let moyasar: MoyasarFake;
  let shop: TestApp;
  let admin: string;
  let item: { _id: string };

  beforeAll(async () => {
    moyasar = await new MoyasarFake().start();
    shop = await startTestApp({ ...ADMIN_ENV, ...moyasar.shopEnv(PUBLIC_URL) });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Refund things'))._id;
    item = await addProduct(shop, admin, {
      category,
      name: 'Brake disc',
      price: '120.25',
      stock: '10',
    });
  });
  afterAll(async () => {
    await shop.close();
    await moyasar.stop();
  });
  beforeEach(() => {
    moyasar.failNext = 0;
  });

  const stock = async () =>
    (await shop.api.get(`/api/product/getCarById/${item._id}`).expect(200)).body.product
      .stock as number;

  /** A shopper's cart of two discs ordered and paid: SAR 240.50. */
  async function paidOrder() {
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: item._id, quantity: 2 });
    const placed = await placeOrder(shop, user.token);
    const threeDs = await fetch(`${placed.payment.source.transaction_url}?decision=approve`, {
      redirect: 'manual',
    });
    await returnFromPayment(shop, new URL(threeDs.headers.get('location')!));
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('paid');
    return { user, placed };
  }

  it('refunds the whole amount at Moyasar; a failing Moyasar answers 502 and the order stays paid', async () => {
    const { user, placed } = await paidOrder();
    const before = await stock();

    moyasar.failNext = 3;
    const failed = await shop.api
      .post(`/api/order/refundOrder/${placed.order._id}`)
      .set('token', admin)
      .expect(502);
    expect(failed.body.message).toBe(
      'The payment service did not refund the payment. The order is still paid; try again later.',
    );
    expect((await myOrder(shop, user.token, placed.order._id)).paymentStatus).toBe('paid');
    expect(moyasar.refunds).toEqual([]);
    expect(await stock()).toBe(before);

    // The retry goes through, once.
    await shop.api
      .post(`/api/order/refundOrder/${placed.order._id}`)
      .set('token', admin)
      .expect(200);
    expect(moyasar.refunds).toEqual([{ id: placed.payment.id, amount: 24050 }]);
    expect(moyasar.payments.get(placed.payment.id)).toMatchObject({
      status: 'refunded',
      refunded: 24050,
    });
    expect(await stock()).toBe(before + 2);
    expect(await myOrder(shop, user.token, placed.order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundReason: 'admin',
    });
  });

  it('counts a refund asked again (its answer lost) as done, and passes refusals on', async () => {
    const { placed } = await paidOrder();
    const provider = shop.app.get(MoyasarProvider);
    await provider.refund(placed.payment.id, 24050);
    await provider.refund(placed.payment.id, 24050);
    expect(moyasar.refunds.filter((r) => r.id === placed.payment.id)).toHaveLength(1);
    await expect(provider.refund('0f1e2d3c-0000-4000-8000-000000000000', 100)).rejects.toThrow(
      PaymentRefusedError,
    );
  });

  it('refunds the payment of an order replaced by a second one of the same cart, through Moyasar', async () => {
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: item._id, quantity: 1 });
    const orders = [await placeOrder(shop, user.token), await placeOrder(shop, user.token)];
    for (const placed of orders) {
      const threeDs = await fetch(`${placed.payment.source.transaction_url}?decision=approve`, {
        redirect: 'manual',
      });
      await returnFromPayment(shop, new URL(threeDs.headers.get('location')!));
    }
    const [first, second] = await Promise.all(
      orders.map((placed) => myOrder(shop, user.token, placed.order._id)),
    );
    expect(first).toMatchObject({ paymentStatus: 'refunded', refundReason: 'late' });
    expect(second.paymentStatus).toBe('paid');
    expect(moyasar.refunds).toContainEqual({ id: orders[0].payment.id, amount: 12025 });
    expect(moyasar.payments.get(orders[1].payment.id)!.status).toBe('paid');
  });

  it('refunds a payment approved only after its order expired, its stock not given back twice', async () => {
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: item._id, quantity: 3 });
    const before = await stock();
    const placed = await placeOrder(shop, user.token);
    expect(await stock()).toBe(before - 3);

    // The shopper lingers on the 3-D Secure page past the payment timeout: the order is
    // abandoned, its payment still `initiated` at Moyasar.
    await shop.app.get(OrderExpiryJob).sweep(new Date(Date.now() + 31 * 60_000));
    expect(await myOrder(shop, user.token, placed.order._id)).toMatchObject({
      paymentStatus: 'initiated',
      paymentAbandonedAt: expect.any(String),
    });
    expect(await stock()).toBe(before);

    // Then approves it: the shop gives the money back instead of reviving the order.
    const threeDs = await fetch(`${placed.payment.source.transaction_url}?decision=approve`, {
      redirect: 'manual',
    });
    await returnFromPayment(shop, new URL(threeDs.headers.get('location')!));
    await returnFromPayment(shop, new URL(threeDs.headers.get('location')!));
    expect(await myOrder(shop, user.token, placed.order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundReason: 'late',
    });
    expect(moyasar.refunds.filter((refund) => refund.id === placed.payment.id)).toEqual([
      { id: placed.payment.id, amount: 36075 },
    ]);
    expect(await stock()).toBe(before);
  });

  it('charges the delivery fee with the order, and gives it back with the refund', async () => {
    await shop.api
      .post('/api/shipping/zones')
      .set('token', admin)
      .send(shippingZone({ cities: ['Riyadh'], fee: 25 }))
      .expect(201);
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: item._id, quantity: 1 });
    const address = await shop.api
      .post('/api/user/addresses')
      .set('token', user.token)
      .send(nationalAddress())
      .expect(201);
    const placed = await placeOrder(shop, user.token, { addressId: address.body.address._id });
    // 120.25 and 25 of delivery, in halalas.
    expect(moyasar.payments.get(placed.payment.id)?.amount).toBe(14525);
    const threeDs = await fetch(`${placed.payment.source.transaction_url}?decision=approve`, {
      redirect: 'manual',
    });
    await returnFromPayment(shop, new URL(threeDs.headers.get('location')!));
    await shop.api
      .post(`/api/order/refundOrder/${placed.order._id}`)
      .set('token', admin)
      .expect(200);
    expect(moyasar.refunds.filter((refund) => refund.id === placed.payment.id)).toEqual([
      { id: placed.payment.id, amount: 14525 },
    ]);
  });
});
