import { EventEmitter2 } from '@nestjs/event-emitter';
import { SANDBOX_CARDS, type Cart } from '@shop/shared';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, createPackage } from './support/catalog';
import {
  addToCart,
  answerThreeDSecure,
  cartOf,
  myOrder,
  orderRequest,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import type { ShopEventName } from '../src/events/shop-events';

/** The order events, as the expectations name them. */
const ORDER_EVENTS = {
  paid: 'order.paid',
  failed: 'order.failed',
  abandoned: 'order.abandoned',
  refunded: 'order.refunded',
  shippingChanged: 'order.shipping-changed',
} as const satisfies Record<string, ShopEventName>;
import { OrderExpiryJob } from '../src/orders/order-expiry.job';

const PUBLIC_URL = 'http://shop.example.test';
const MINUTE = 60_000;

/**
 * The order lifecycle across several server processes on one database: settlement once, one paid
 * order per cart content, stock reserved and released once, refunds once, unpaid orders expiring.
 */
describe('order lifecycle (two server processes, sandbox provider)', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: string;
  let category: string;
  /** Every order event either process emitted, in order. */
  const emitted: { event: string; orderId: string }[] = [];
  const emittedFor = (orderId: string, event?: string) =>
    emitted.filter((e) => e.orderId === orderId && (!event || e.event === event));

  beforeAll(async () => {
    one = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL });
    two = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL });
    for (const shop of [one, two]) {
      const events = shop.app.get(EventEmitter2);
      for (const event of Object.values(ORDER_EVENTS)) {
        events.on(event, ({ orderId }: { orderId: string }) => emitted.push({ event, orderId }));
      }
    }
    admin = await adminToken(one);
    category = (await createCategory(one, admin, 'Lifecycle parts'))._id;
  });
  afterAll(async () => {
    await two.app.close();
    await one.close();
  });

  const product = (fields: { name: string; nameAr?: string; price?: string; stock?: string }) =>
    addProduct(one, admin, { category, price: '50', ...fields }) as Promise<{
      _id: string;
      name: string;
      stock?: number;
    }>;
  const stockOf = async (id: string) =>
    (await one.api.get(`/api/product/getCarById/${id}`).expect(200)).body.product.stock as
      number | undefined;
  /** The cardholder's answer and the browser's return, through the given process. */
  const pay = async (shop: TestApp, transactionUrl: string, decision: 'approve' | 'decline') =>
    returnFromPayment(shop, await answerThreeDSecure(shop, transactionUrl, decision));

  describe('cart', () => {
    it('never lets a line pass 99 through repeated adds, also in parallel', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Wiper blade' });
      await addToCart(one, user.token, { productId: item._id, quantity: 60 });
      const refused = await one.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: item._id, quantity: 40 })
        .expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'CART_LINE_LIMIT',
        message: 'A cart line holds at most 99 of an item: you have reached it.',
        params: { max: '99' },
      });
      expect((await cartOf(one, user.token)).items[0].quantity).toBe(60);

      // Twelve adds of 5, half through each process: 60 + 7 x 5 = 95 fits, the eighth would not.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 ? one : two).api
            .post('/api/cart/addToCart')
            .set('token', user.token)
            .send({ productId: item._id, quantity: 5 }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(7);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      expect((await cartOf(one, user.token)).items[0].quantity).toBe(95);
    });

    it('refuses more than the stock (409) and shows the stock of products and packages', async () => {
      const user = await loggedInUser(one);
      const filter = await product({ name: 'Oil filter', stock: '3' });
      expect(filter.stock).toBe(3);
      const untracked = await product({ name: 'Air freshener' });
      expect(untracked.stock).toBeUndefined();
      const pack = await createPackage(one, admin, {
        name: 'Filter service',
        mileage: 5000,
        price: 120,
        productIds: [filter._id, untracked._id],
      });

      const tooMany = await one.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: filter._id, quantity: 4 })
        .expect(409);
      expect(tooMany.body.message).toBe('Only 3 left in stock.');
      await addToCart(one, user.token, { productId: filter._id, quantity: 2 });
      await one.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: filter._id, quantity: 2 })
        .expect(409);
      await one.api
        .put('/api/cart/updateCart')
        .set('token', user.token)
        .send({ productId: filter._id, quantity: 4 })
        .expect(409);
      await one.api
        .put('/api/cart/updateCart')
        .set('token', user.token)
        .send({ productId: filter._id, quantity: 3 })
        .expect(200);
      // A package is limited by the fewest units of its products.
      await one.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ packageId: pack._id, quantity: 4 })
        .expect(409);
      const shown = await one.api.get(`/api/package/getpackageById/${pack._id}`).expect(200);
      expect(shown.body.packagee.products.map((p: { stock?: number }) => p.stock)).toEqual([
        3,
        undefined,
      ]);
      // The cart tells each item's stock, the most its line can hold (absent when untracked).
      await addToCart(one, user.token, { packageId: pack._id, quantity: 1 });
      await addToCart(one, user.token, { productId: untracked._id, quantity: 1 });
      const { items } = (await cartOf(one, user.token)) as Cart;
      const stocks = items.map((line) => (line.productId ?? line.packageId).stock);
      expect(stocks).toEqual([3, 3, undefined]);

      // Out of stock: nothing can be added.
      await one.api
        .put(`/api/product/updateProduct/${filter._id}`)
        .set('token', admin)
        .field('stock', '0')
        .expect(200);
      const out = await one.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: filter._id })
        .expect(409);
      expect(out.body.message).toBe('This item is out of stock.');
    });
  });

  describe('updateProduct', () => {
    it('changes only the fields sent, keeps the images unless new ones come, admins only', async () => {
      const item = await product({ name: 'Spark plug', stock: '10' });
      const user = await loggedInUser(one);
      await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', user.token)
        .field('price', '1')
        .expect(403);
      const changed = await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', admin)
        .field('price', '75.5')
        .field('stock', '7')
        .expect(200);
      expect(changed.body.message).toBe('Product updated successfully.');
      expect(changed.body.product).toMatchObject({
        _id: item._id,
        name: 'Spark plug',
        price: 75.5,
        stock: 7,
        image: (item as unknown as { image: unknown[] }).image,
      });
      for (const stock of ['-1', '2.5', 'many']) {
        const bad = await one.api
          .put(`/api/product/updateProduct/${item._id}`)
          .set('token', admin)
          .field('stock', stock)
          .expect(400);
        expect(bad.body.errors.stock).toEqual(['Stock must be a whole number from 0 to 1,000,000']);
      }
      await one.api
        .put('/api/product/updateProduct/0123456789abcdef01234567')
        .set('token', admin)
        .field('price', '3')
        .expect(404);
      expect(await stockOf(item._id)).toBe(7);
    });

    it('stops tracking the stock with stock null (JSON) or an emptied stock field (form)', async () => {
      const item = await product({ name: 'Wiper blade', stock: '1' });
      const cleared = await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', admin)
        .send({ stock: null })
        .expect(200);
      expect(cleared.body.product).not.toHaveProperty('stock');
      expect(await stockOf(item._id)).toBeUndefined();
      // Not tracked: any quantity may be ordered.
      const user = await loggedInUser(one);
      await one.api
        .post('/api/cart/addToCart')
        .set('token', user.token)
        .send({ productId: item._id, quantity: 5 })
        .expect(201);

      await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', admin)
        .send({ stock: 4 })
        .expect(200);
      expect(await stockOf(item._id)).toBe(4);
      await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', admin)
        .field('stock', '')
        .expect(200);
      expect(await stockOf(item._id)).toBeUndefined();
      // Left out, the stock stays as it is.
      await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', admin)
        .send({ stock: 2 })
        .expect(200);
      await one.api
        .put(`/api/product/updateProduct/${item._id}`)
        .set('token', admin)
        .send({ price: 12 })
        .expect(200);
      expect(await stockOf(item._id)).toBe(2);
    });
  });

  describe('settlement', () => {
    it('settles a payment once when callbacks race through two processes', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Cabin filter', stock: '5' });
      await addToCart(one, user.token, { productId: item._id, quantity: 2 });
      const placed = await placeOrder(one, user.token);
      expect(await stockOf(item._id)).toBe(3);
      const callback = await answerThreeDSecure(
        one,
        placed.payment.source.transaction_url,
        'approve',
      );
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          returnFromPayment(index % 2 ? one : two, callback),
        ),
      );
      expect((await myOrder(one, user.token, placed.order._id)).paymentStatus).toBe('paid');
      expect(emittedFor(placed.order._id)).toEqual([
        { event: ORDER_EVENTS.paid, orderId: placed.order._id },
      ]);
      expect((await cartOf(one, user.token)).items).toEqual([]);
      // A paid order keeps its units.
      expect(await stockOf(item._id)).toBe(3);
    });

    it('holds one cart once: a second order of it replaces the first, whose late payment is refunded', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Timing belt', price: '400', stock: '4' });
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      // The same cart ordered twice (two tabs, through two processes), both paid with the approved card.
      const first = await placeOrder(one, user.token);
      const second = await placeOrder(two, user.token);
      expect(await stockOf(item._id)).toBe(3);
      // Abandoned, not failed: its payment is still `initiated` at the provider.
      expect(await myOrder(one, user.token, first.order._id)).toMatchObject({
        paymentStatus: 'initiated',
        paymentAbandonedAt: expect.any(String),
      });
      const callbacks = await Promise.all([
        answerThreeDSecure(one, first.payment.source.transaction_url, 'approve'),
        answerThreeDSecure(two, second.payment.source.transaction_url, 'approve'),
      ]);
      await Promise.all([
        returnFromPayment(two, callbacks[0]),
        returnFromPayment(one, callbacks[1]),
      ]);

      expect(await myOrder(one, user.token, second.order._id)).toMatchObject({
        paymentStatus: 'paid',
      });
      expect(await myOrder(one, user.token, first.order._id)).toMatchObject({
        paymentStatus: 'refunded',
        refundReason: 'late',
      });
      // The replaced order's money went back to the card at the provider; its unit is the paid order's.
      const payment = await one.connection
        .collection('sandbox_payments')
        .findOne({ _id: first.payment.id as never });
      expect(payment).toMatchObject({ status: 'refunded', refunded: 40000 });
      expect(await stockOf(item._id)).toBe(3);
      expect(emittedFor(first.order._id)).toEqual([
        { event: ORDER_EVENTS.abandoned, orderId: first.order._id },
        { event: ORDER_EVENTS.refunded, orderId: first.order._id },
      ]);
      // Replays change nothing.
      await returnFromPayment(one, callbacks[0]);
      await returnFromPayment(two, callbacks[1]);
      expect(
        emitted.filter((e) => [first.order._id, second.order._id].includes(e.orderId)),
      ).toHaveLength(3);
      expect(await stockOf(item._id)).toBe(3);
    });

    it('lets a new order of a changed cart be paid after a paid one', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Brake fluid' });
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      const first = await placeOrder(one, user.token);
      await pay(one, first.payment.source.transaction_url, 'approve');
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      const second = await placeOrder(one, user.token);
      await pay(one, second.payment.source.transaction_url, 'approve');
      expect((await myOrder(one, user.token, second.order._id)).paymentStatus).toBe('paid');
    });
  });

  describe('stock', () => {
    it('gives the last unit to one of two racing shoppers; the other gets 409 and no order', async () => {
      const item = await product({ name: 'Last radiator', stock: '1' });
      const shoppers = [await loggedInUser(one), await loggedInUser(one)];
      for (const shopper of shoppers) {
        await addToCart(one, shopper.token, { productId: item._id, quantity: 1 });
      }
      const answers = await Promise.all(
        shoppers.map((shopper, index) =>
          (index ? two : one).api
            .post('/api/order/addOrder')
            .set('token', shopper.token)
            .send(orderRequest()),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body).toEqual({
        statusCode: 409,
        code: 'ORDER_ITEM_OUT_OF_STOCK',
        message: 'Last radiator is out of stock. Remove it from your cart.',
        params: { name: 'Last radiator' },
      });
      expect(await stockOf(item._id)).toBe(0);
      const loserToken = shoppers[answers.indexOf(loser)].token;
      const mine = await one.api.get('/api/order/myOrders').set('token', loserToken).expect(200);
      expect(mine.body.orders).toEqual([]);
    });

    it('sells no package whose every part was deleted: not in a cart, not in an order', async () => {
      const user = await loggedInUser(one);
      const part = await product({ name: 'Cabin filter' });
      const pack = await createPackage(one, admin, {
        name: 'Air service',
        mileage: 15000,
        price: 120,
        productIds: [part._id],
      });
      await addToCart(one, user.token, { packageId: pack._id, quantity: 1 });
      await one.api
        .delete(`/api/product/deleteProduct/${part._id}`)
        .set('token', admin)
        .expect(200);

      const cart = await one.api
        .get('/api/cart/getCartWithTotalPrice')
        .set('token', user.token)
        .expect(200);
      expect(cart.body.cart.items[0].packageId).toMatchObject({ _id: pack._id, stock: 0 });
      const refused = await one.api
        .post('/api/order/addOrder')
        .set('token', user.token)
        .send(orderRequest())
        .expect(409);
      expect(refused.body).toMatchObject({
        code: 'ORDER_ITEM_OUT_OF_STOCK',
        params: { name: 'Air service' },
      });
      const other = await loggedInUser(one);
      const notAdded = await one.api
        .post('/api/cart/addToCart')
        .set('token', other.token)
        .send({ packageId: pack._id })
        .expect(409);
      expect(notAdded.body.code).toBe('ITEM_OUT_OF_STOCK');
      const mine = await one.api.get('/api/order/myOrders').set('token', user.token).expect(200);
      expect(mine.body.orders).toEqual([]);
    });

    it('takes package units from their products and gives nothing when one falls short', async () => {
      const user = await loggedInUser(one);
      const plenty = await product({ name: 'Gasket', stock: '10' });
      const few = await product({ name: 'Thermostat', stock: '3' });
      const pack = await createPackage(one, admin, {
        name: 'Cooling service',
        mileage: 40000,
        price: 200,
        productIds: [plenty._id, few._id],
      });
      await addToCart(one, user.token, { packageId: pack._id, quantity: 2 });
      await addToCart(one, user.token, { productId: few._id, quantity: 2 });
      const short = await one.api
        .post('/api/order/addOrder')
        .set('token', user.token)
        .send(orderRequest())
        .expect(409);
      expect(short.body.message).toBe(
        'Thermostat: only 3 left in stock. Lower the quantity in your cart.',
      );
      expect([await stockOf(plenty._id), await stockOf(few._id)]).toEqual([10, 3]);
      await one.api
        .put('/api/cart/updateCart')
        .set('token', user.token)
        .send({ productId: few._id, quantity: 1 })
        .expect(200);
      const placed = await placeOrder(one, user.token);
      expect([await stockOf(plenty._id), await stockOf(few._id)]).toEqual([8, 0]);
      // A declined payment gives them back, once, however often it is reported.
      const back = await answerThreeDSecure(one, placed.payment.source.transaction_url, 'decline');
      await Promise.all([returnFromPayment(one, back), returnFromPayment(two, back)]);
      expect([await stockOf(plenty._id), await stockOf(few._id)]).toEqual([10, 3]);
      expect(emittedFor(placed.order._id)).toEqual([
        { event: ORDER_EVENTS.failed, orderId: placed.order._id },
      ]);
    });

    it('gives the stock back when the card is refused, with no order kept', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Fuel pump', stock: '2' });
      await addToCart(one, user.token, { productId: item._id, quantity: 2 });
      await one.api
        .post('/api/order/addOrder')
        .set('token', user.token)
        .send(orderRequest({}, { number: '4242424242424242' }))
        .expect(400);
      expect(await stockOf(item._id)).toBe(2);
    });

    it('abandons orders unpaid past the timeout (not failed) and releases their stock once, in both processes', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Alternator', stock: '4' });
      await addToCart(one, user.token, { productId: item._id, quantity: 3 });
      const placed = await placeOrder(one, user.token);
      expect(await stockOf(item._id)).toBe(1);
      const jobs = [one, two].map((shop) => shop.app.get(OrderExpiryJob));
      // Not yet due.
      await jobs[0].sweep(new Date(Date.now() + 29 * MINUTE));
      expect((await myOrder(one, user.token, placed.order._id)).paymentAbandonedAt).toBeUndefined();

      const later = new Date(Date.now() + 31 * MINUTE);
      await Promise.all([jobs[0].sweep(later), jobs[1].sweep(later), jobs[0].sweep(later)]);
      // Its payment is still `initiated` at the provider, so is the order: abandoned.
      expect(await myOrder(one, user.token, placed.order._id)).toMatchObject({
        paymentStatus: 'initiated',
        paymentAbandonedAt: expect.any(String),
      });
      expect(await stockOf(item._id)).toBe(4);
      expect(emittedFor(placed.order._id)).toEqual([
        { event: ORDER_EVENTS.abandoned, orderId: placed.order._id },
      ]);
      // The cart is still there to try again.
      expect((await cartOf(one, user.token)).items).toHaveLength(1);
    });

    it('leaves alone an order whose payment ended meanwhile: paid stays paid', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Starter motor', stock: '2' });
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      const placed = await placeOrder(one, user.token);
      // Approved at the issuer, but the browser never came back.
      await answerThreeDSecure(one, placed.payment.source.transaction_url, 'approve');
      await one.app.get(OrderExpiryJob).sweep(new Date(Date.now() + 31 * MINUTE));
      expect((await myOrder(one, user.token, placed.order._id)).paymentStatus).toBe('paid');
      expect(await stockOf(item._id)).toBe(1);
    });

    it('lists products at or below the low-stock threshold on the dashboard', async () => {
      const low = await product({ name: 'Rare bulb', stock: '2' });
      const lowNamedInArabic = await product({
        name: 'Rare fuse',
        nameAr: 'فيوز نادر',
        stock: '1',
      });
      const plenty = await product({ name: 'Common bulb', stock: '50' });
      const { body } = await one.api.get('/api/dashboard/stats').set('token', admin).expect(200);
      const listed = body.stats.lowStock as { _id: string; name: string; stock: number }[];
      expect(listed).toContainEqual({ _id: low._id, name: 'Rare bulb', stock: 2 });
      // The Arabic admin reads the Arabic name, where the product has one.
      expect(listed).toContainEqual({
        _id: lowNamedInArabic._id,
        name: 'Rare fuse',
        nameAr: 'فيوز نادر',
        stock: 1,
      });
      expect(listed.map((p) => p._id)).not.toContain(plenty._id);
      expect(listed.every((p) => p.stock <= 5)).toBe(true);
      const stocks = listed.map((p) => p.stock);
      expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    });
  });

  describe('payment flow', () => {
    it('takes the card itself with the sandbox, and refuses tokens', async () => {
      expect((await one.api.get('/api/payment/config').expect(200)).body).toEqual({
        provider: 'sandbox',
      });
      const user = await loggedInUser(one);
      const item = await product({ name: 'Fuse box' });
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      const { cardDetails: _card, ...rest } = orderRequest();
      const refused = await one.api
        .post('/api/order/addOrder')
        .set('token', user.token)
        .send({ ...rest, token: 'token_abc' })
        .expect(400);
      expect(refused.body.message).toBe(
        'This shop takes card details, not tokens: send cardDetails.',
      );
    });
  });

  describe('refunds', () => {
    it('refunds a paid order once, whatever the clicks; stock comes back', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Headlight', price: '150', stock: '3' });
      await addToCart(one, user.token, { productId: item._id, quantity: 2 });
      const placed = await placeOrder(one, user.token);
      await pay(one, placed.payment.source.transaction_url, 'approve');
      expect(await stockOf(item._id)).toBe(1);

      await one.api
        .post(`/api/order/refundOrder/${placed.order._id}`)
        .set('token', user.token)
        .expect(403);
      const clicks = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? one : two).api
            .post(`/api/order/refundOrder/${placed.order._id}`)
            .set('token', admin),
        ),
      );
      expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
      expect(clicks.filter((c) => c.status === 409)).toHaveLength(5);
      const done = clicks.find((c) => c.status === 200)!;
      expect(done.body).toMatchObject({
        message: 'Order refunded successfully.',
        order: { paymentStatus: 'refunded', refundReason: 'admin' },
      });
      expect(await stockOf(item._id)).toBe(3);
      const payment = await one.connection
        .collection('sandbox_payments')
        .findOne({ _id: placed.payment.id as never });
      expect(payment).toMatchObject({ status: 'refunded', refunded: 30000 });
      expect(emittedFor(placed.order._id, ORDER_EVENTS.refunded)).toHaveLength(1);
      const again = await one.api
        .post(`/api/order/refundOrder/${placed.order._id}`)
        .set('token', admin)
        .expect(409);
      expect(again.body).toMatchObject({
        code: 'ORDER_REFUNDED_ALREADY',
        message: 'This order is refunded already.',
      });
      expect((await myOrder(one, user.token, placed.order._id)).paymentStatus).toBe('refunded');
    });

    it('refuses to refund an order that is not paid (409) or unknown (404)', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Mirror' });
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      const placed = await placeOrder(one, user.token, {}, { number: SANDBOX_CARDS.declined });
      const pending = await one.api
        .post(`/api/order/refundOrder/${placed.order._id}`)
        .set('token', admin)
        .expect(409);
      expect(pending.body).toMatchObject({
        code: 'ORDER_NOT_PAID_TO_REFUND',
        message: 'Only a paid order can be refunded.',
      });
      await pay(one, placed.payment.source.transaction_url, 'approve');
      await one.api
        .post(`/api/order/refundOrder/${placed.order._id}`)
        .set('token', admin)
        .expect(409);
      await one.api
        .post('/api/order/refundOrder/0123456789abcdef01234567')
        .set('token', admin)
        .expect(404);
      await one.api.post('/api/order/refundOrder/nope').set('token', admin).expect(400);
    });

    it('announces shipping changes made by an admin', async () => {
      const user = await loggedInUser(one);
      const item = await product({ name: 'Horn' });
      await addToCart(one, user.token, { productId: item._id, quantity: 1 });
      const placed = await placeOrder(one, user.token);
      for (const shippingStatus of ['shipped', 'shipped']) {
        await one.api
          .put(`/api/order/updateOreder/${placed.order._id}`)
          .set('token', admin)
          .send({ shippingStatus })
          .expect(200);
      }
      expect(emittedFor(placed.order._id, ORDER_EVENTS.shippingChanged)).toHaveLength(1);
    });
  });
});
