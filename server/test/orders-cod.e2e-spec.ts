import { OrderSettlementService } from '../src/orders/order-settlement.service';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress, shippingZone } from './support/delivery';
import { addToCart, cartOf, orderRequest } from './support/orders';

interface CodOrder {
  _id: string;
  paymentMethod: string;
  paymentStatus: string;
  shippingStatus: string;
  totalPrice: number;
  card?: unknown;
  paidAt?: string;
  invoice?: { number: string };
  shipping: { fee: number; codFee?: number; deliveredAt?: string };
}

describe('cash on delivery', () => {
  let shop: TestApp;
  let admin: string;
  let category: string;

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, COD_MAX_TOTAL: '500', COD_MAX_OPEN: '2' });
    admin = await adminToken(shop);
    category = (await createCategory(shop, admin))._id;
    for (const zone of [
      shippingZone({ cities: ['Riyadh'], fee: 25, freeAbove: 300, cod: true, codFee: 15 }),
      shippingZone({ name: 'Qassim', nameAr: 'القصيم', cities: ['Buraidah'], cod: false }),
    ]) {
      await shop.api.post('/api/shipping/zones').set('token', admin).send(zone).expect(201);
    }
  });
  afterAll(() => shop.close());

  const stockOf = async (productId: string) =>
    (await shop.api.get(`/api/product/getCarById/${productId}`).expect(200)).body.product
      .stock as number;

  /** A shopper with a saved address in `city` and one part of `price` (stock 10) in the cart. */
  async function shopperReady(price = 100, city = 'Riyadh') {
    const shopper = await loggedInUser(shop);
    const product = await addProduct(shop, admin, {
      name: `Part ${price} ${Math.random()}`,
      price: String(price),
      stock: '10',
      category,
    });
    await addToCart(shop, shopper.token, { productId: product._id, quantity: 1 });
    const address = await shop.api
      .post('/api/user/addresses')
      .set('token', shopper.token)
      .send(nationalAddress({ city }))
      .expect(201);
    return { ...shopper, productId: product._id, addressId: address.body.address._id as string };
  }

  /** addOrder for cash on delivery: no card, the saved address. */
  const codOrder = (token: string, fields: Record<string, unknown>) => {
    const { cardDetails: _card, shippingAddress: _text, ...request } = orderRequest();
    return shop.api
      .post('/api/order/addOrder')
      .set('token', token)
      .send({ ...request, paymentMethod: 'cod', ...fields });
  };
  const deliver = (orderId: string, body: object) =>
    shop.api.put(`/api/order/deliverOrder/${orderId}`).set('token', admin).send(body);
  const mine = async (token: string, orderId: string) =>
    (await shop.api.get(`/api/order/myOrders/${orderId}`).set('token', token).expect(200)).body
      .order as CodOrder;

  it('places the order unpaid with the cash fee, holds its stock, and is paid at the door', async () => {
    const sara = await shopperReady(100);
    const placed = await codOrder(sara.token, { addressId: sara.addressId }).expect(201);
    expect(placed.body.message).toBe('Order created. Pay in cash on delivery.');
    expect(placed.body).not.toHaveProperty('payment');
    const order = placed.body.order as CodOrder;
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'initiated',
      shippingStatus: 'pending',
      totalPrice: 140,
      shipping: { fee: 40, codFee: 15 },
    });
    expect(order).not.toHaveProperty('card');
    expect(order).not.toHaveProperty('invoice');
    expect(await stockOf(sara.productId)).toBe(9);
    expect((await cartOf(shop, sara.token)).items).toEqual([]);

    // No payment timeout: the expiry leaves it waiting for its delivery.
    await shop.app.get(OrderSettlementService).expireStale(0);
    expect((await mine(sara.token, order._id)).paymentStatus).toBe('initiated');

    // It goes out unpaid, and is paid when the courier collects the cash.
    await shop.api
      .put(`/api/order/shipOrder/${order._id}`)
      .set('token', admin)
      .send({ carrier: 'SMSA', number: '290012345678' })
      .expect(200);
    const undecided = await deliver(order._id, {}).expect(400);
    expect(undecided.body.code).toBe('CASH_COLLECTED_REQUIRED');
    expect((await deliver(order._id, { cashCollected: 'yes' }).expect(400)).body.code).toBe(
      'BOOLEAN_INVALID',
    );
    const delivered = await deliver(order._id, { cashCollected: true }).expect(200);
    expect(delivered.body.message).toBe('Order delivered.');
    expect(delivered.body.order).toMatchObject({
      paymentStatus: 'paid',
      shippingStatus: 'delivered',
      paidAt: expect.any(String),
      shipping: { deliveredAt: expect.any(String) },
    });
    // Its tax invoice is issued now, for the whole total with the fees.
    let paid = await mine(sara.token, order._id);
    for (let waited = 0; !paid.invoice && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      paid = await mine(sara.token, order._id);
    }
    expect(paid.invoice?.number).toMatch(/^INV-\d{6}$/);
    expect(await stockOf(sara.productId)).toBe(9);
    expect((await deliver(order._id, { cashCollected: true }).expect(409)).body).toEqual({
      statusCode: 409,
      code: 'ORDER_DELIVERED_ALREADY',
      message: 'This order is delivered already.',
    });
    // The cash is not a card payment to give back through the provider.
    const refund = await shop.api
      .post(`/api/order/refundOrder/${order._id}`)
      .set('token', admin)
      .expect(409);
    expect(refund.body).toMatchObject({
      code: 'CASH_ORDER_NOT_REFUNDED',
      message: expect.stringContaining('cash-on-delivery'),
    });
  });

  it('delivers an order once when admins press Delivered at the same time', async () => {
    const sara = await shopperReady(100);
    const placed = await codOrder(sara.token, { addressId: sara.addressId }).expect(201);
    const answers = await Promise.all(
      [true, true, false].map((cashCollected) => deliver(placed.body.order._id, { cashCollected })),
    );
    const [won, ...others] = answers.filter((answer) => answer.status === 200);
    expect(others).toHaveLength(0);
    // Whoever read the order after the winner's change is told where it stands (delivered
    // already, or canceled: no way back); whoever read it before, that it changed meanwhile.
    const told =
      won.body.order.shippingStatus === 'delivered'
        ? 'ORDER_DELIVERED_ALREADY'
        : 'SHIPPING_STATUS_BACKWARD';
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect([told, 'ORDER_CHANGED_MEANWHILE']).toContain(refused.body.code);
    }
  });

  it('tells the admin who records a refusal at the door after the cash that it is delivered already', async () => {
    const sara = await shopperReady(100);
    const placed = await codOrder(sara.token, { addressId: sara.addressId }).expect(201);
    // Two admins at once: one records the cash collected, the other, a moment later, the refusal.
    await deliver(placed.body.order._id, { cashCollected: true }).expect(200);
    const late = await deliver(placed.body.order._id, { cashCollected: false }).expect(409);
    expect(late.body).toEqual({
      statusCode: 409,
      code: 'ORDER_DELIVERED_ALREADY',
      message: 'This order is delivered already.',
    });
    expect((await mine(sara.token, placed.body.order._id)).paymentStatus).toBe('paid');
  });

  it('cancels an order refused at the door and returns its stock', async () => {
    const omar = await shopperReady(80);
    const placed = await codOrder(omar.token, { addressId: omar.addressId }).expect(201);
    expect(await stockOf(omar.productId)).toBe(9);
    const refused = await deliver(placed.body.order._id, { cashCollected: false }).expect(200);
    expect(refused.body.message).toBe('Order canceled.');
    expect(refused.body.order).toMatchObject({
      paymentStatus: 'failed',
      shippingStatus: 'canceled',
    });
    expect(refused.body.order).not.toHaveProperty('invoice');
    expect(await stockOf(omar.productId)).toBe(10);
    await deliver(placed.body.order._id, { cashCollected: true }).expect(409);
    expect(await stockOf(omar.productId)).toBe(10);
  });

  it('gives the stock back when the admin cancels an order awaiting its cash', async () => {
    const sami = await shopperReady(70);
    const placed = await codOrder(sami.token, { addressId: sami.addressId }).expect(201);
    expect(await stockOf(sami.productId)).toBe(9);
    const canceled = await shop.api
      .put(`/api/order/updateOreder/${placed.body.order._id}`)
      .set('token', admin)
      .send({ shippingStatus: 'canceled' })
      .expect(200);
    expect(canceled.body.order).toMatchObject({
      paymentStatus: 'failed',
      shippingStatus: 'canceled',
      paymentChanges: [{ from: 'initiated', to: 'failed', reason: 'Order canceled' }],
    });
    expect(await stockOf(sami.productId)).toBe(10);
  });

  it('is refused where the zone takes no cash, above the limit, without an address or with a card', async () => {
    const qassim = await shopperReady(100, 'Buraidah');
    const notOffered = await codOrder(qassim.token, { addressId: qassim.addressId }).expect(400);
    expect(notOffered.body).toMatchObject({
      code: 'COD_NOT_OFFERED',
      message: 'Cash on delivery is not offered in Buraidah.',
    });
    expect(notOffered.body.errors).toHaveProperty('paymentMethod');

    const big = await shopperReady(480);
    // 480 + 0 delivery (free above 300) + 15 cash fee = 495: under the limit of 500...
    await codOrder(big.token, { addressId: big.addressId }).expect(201);
    const bigger = await shopperReady(490);
    // ...490 + 15 = 505 is not.
    const above = await codOrder(bigger.token, { addressId: bigger.addressId }).expect(400);
    expect(above.body).toMatchObject({ code: 'COD_ABOVE_LIMIT', params: { max: '500' } });

    const lina = await shopperReady(50);
    const noAddress = await codOrder(lina.token, {
      shippingAddress: 'King Abdulaziz Rd 12, Al Rawdah, Jeddah',
    }).expect(400);
    expect(noAddress.body.code).toBe('COD_NEEDS_ADDRESS');
    const withCard = await shop.api
      .post('/api/order/addOrder')
      .set('token', lina.token)
      .send(orderRequest({ paymentMethod: 'cod', addressId: lina.addressId }))
      .expect(400);
    expect(withCard.body.code).toBe('COD_NO_CARD');

    for (const shopper of [qassim, bigger, lina]) {
      expect(await stockOf(shopper.productId)).toBe(10);
      expect((await cartOf(shop, shopper.token)).items).toHaveLength(1);
    }
  });

  it('holds a shopper to COD_MAX_OPEN orders awaiting their cash', async () => {
    const noura = await shopperReady(60);
    await codOrder(noura.token, { addressId: noura.addressId }).expect(201);
    await addToCart(shop, noura.token, { productId: noura.productId, quantity: 1 });
    const second = await codOrder(noura.token, { addressId: noura.addressId }).expect(201);
    await addToCart(shop, noura.token, { productId: noura.productId, quantity: 1 });
    const third = await codOrder(noura.token, { addressId: noura.addressId }).expect(409);
    expect(third.body).toMatchObject({ code: 'COD_OPEN_LIMIT', params: { max: '2' } });
    expect(await stockOf(noura.productId)).toBe(8);

    // Once one is delivered, another may be placed; a card order was never held to it.
    await deliver(second.body.order._id, { cashCollected: true }).expect(200);
    await codOrder(noura.token, { addressId: noura.addressId }).expect(201);
  });

  it('answers an unknown payment method with the documented check', async () => {
    const { token } = await loggedInUser(shop);
    const refused = await shop.api
      .post('/api/order/addOrder')
      .set('token', token)
      .send(orderRequest({ paymentMethod: 'cash' }))
      .expect(400);
    expect(refused.body).toMatchObject({
      code: 'PAYMENT_METHOD_INVALID',
      message: 'Payment method must be creditcard or cod.',
    });
  });
});
