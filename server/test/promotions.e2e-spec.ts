import { VAT_RATE, fromHalalas, includedVatHalalas, toHalalas } from '@shop/shared';
import { OrderExpiryJob } from '../src/orders/order-expiry.job';
import { decodeQr } from '../src/zatca/qr';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, createPackage } from './support/catalog';
import { nationalAddress, shippingZone } from './support/delivery';
import { binaryBody, readInvoicePdf } from './support/invoices';
import {
  addToCart,
  answerThreeDSecure,
  myOrder,
  orderRequest,
  returnFromPayment,
} from './support/orders';

interface CartAnswer {
  items: unknown[];
  subtotal: number;
  discounts: { code?: string; label: string; labelAr: string; amount: number }[];
  totalPrice: number;
  coupon?: { code: string; refusal?: { code: string; message: string } };
  freeDelivery?: { label: string; labelAr: string };
}

interface CouponAnswer {
  _id: string;
  code: string;
  uses: number;
  discountGiven: number;
}

/** A valid coupon as the back office sends it. */
const couponRequest = (overrides: Record<string, unknown> = {}) => ({
  code: `SAVE${Math.floor(Math.random() * 1e8)}`,
  type: 'percent',
  value: 10,
  active: true,
  ...overrides,
});

/** A valid automatic offer. */
const offerRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Offer',
  nameAr: 'عرض',
  type: 'percent',
  value: 5,
  priority: 1,
  combinable: true,
  active: true,
  ...overrides,
});

describe('promotions: coupons and automatic offers', () => {
  let shop: TestApp;
  let admin: string;
  let brakes: string;
  let filters: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    brakes = (await createCategory(shop, admin, 'Brakes'))._id;
    filters = (await createCategory(shop, admin, 'Filters'))._id;
  });
  afterAll(() => shop.close());

  const createCoupon = async (overrides: Record<string, unknown> = {}) =>
    (
      await shop.api
        .post('/api/coupons')
        .set('token', admin)
        .send(couponRequest(overrides))
        .expect(201)
    ).body.coupon as CouponAnswer;

  const couponNamed = async (code: string) =>
    (
      (await shop.api.get('/api/coupons').set('token', admin).expect(200)).body
        .coupons as CouponAnswer[]
    ).find((coupon) => coupon.code === code)!;

  /** All offers off: each test of offers sets the ones it needs. */
  async function clearOffers() {
    const offers = (await shop.api.get('/api/offers').set('token', admin).expect(200)).body
      .offers as { _id: string }[];
    for (const offer of offers) {
      await shop.api.delete(`/api/offers/${offer._id}`).set('token', admin).expect(200);
    }
  }

  const part = (price: number, category = brakes, extra: Record<string, string> = {}) =>
    addProduct(shop, admin, {
      name: `Part ${price} ${Math.random()}`,
      price: String(price),
      stock: '50',
      category,
      ...extra,
    });

  /** A new shopper with `quantity` of a new part of `price` in the cart. */
  async function shopperWith(price: number, quantity = 1, category = brakes) {
    const shopper = await loggedInUser(shop);
    const product = await part(price, category);
    await addToCart(shop, shopper.token, { productId: product._id, quantity });
    return { ...shopper, productId: product._id };
  }

  const applyCoupon = (token: string, code: unknown) =>
    shop.api.post('/api/cart/coupon').set('token', token).send({ code });

  const cartOf = async (token: string) =>
    (await shop.api.get('/api/cart/getCartWithTotalPrice').set('token', token).expect(200)).body
      .cart as CartAnswer;

  const addOrder = (token: string, fields: Record<string, unknown> = {}) =>
    shop.api.post('/api/order/addOrder').set('token', token).send(orderRequest(fields));

  async function pay(transactionUrl: string, decision: 'approve' | 'decline' = 'approve') {
    await returnFromPayment(shop, await answerThreeDSecure(shop, transactionUrl, decision));
  }

  describe('the back office', () => {
    it('keeps a coupon as the issue gives it, its code in capitals, and lists its uses', async () => {
      const created = await shop.api
        .post('/api/coupons')
        .set('token', admin)
        .send({
          code: 'welcome-50',
          type: 'fixed',
          value: 50,
          minSubtotal: 200,
          startsAt: '2026-01-01',
          endsAt: '2026-12-31T23:00:00+03:00',
          maxUses: 100,
          maxUsesPerCustomer: 1,
          firstOrderOnly: true,
          maxDiscount: 50,
          scope: { categoryIds: [brakes], manufacturers: ['Bosch'] },
          active: true,
        })
        .expect(201);
      expect(created.body.coupon).toEqual({
        _id: expect.any(String),
        code: 'WELCOME-50',
        type: 'fixed',
        value: 50,
        minSubtotal: 200,
        // A date alone is the start of that day in Saudi time.
        startsAt: '2025-12-31T21:00:00.000Z',
        endsAt: '2026-12-31T20:00:00.000Z',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        firstOrderOnly: true,
        maxDiscount: 50,
        scope: { categoryIds: [brakes], manufacturers: ['Bosch'] },
        active: true,
        uses: 0,
        discountGiven: 0,
      });
      const id = created.body.coupon._id as string;
      const paused = await shop.api
        .put(`/api/coupons/${id}`)
        .set('token', admin)
        .send({ code: 'WELCOME-50', type: 'percent', value: 15, active: false })
        .expect(200);
      // A replacement: what it leaves out is gone.
      expect(paused.body.coupon).toEqual({
        _id: id,
        code: 'WELCOME-50',
        type: 'percent',
        value: 15,
        active: false,
        uses: 0,
        discountGiven: 0,
      });
      expect((await couponNamed('WELCOME-50')).uses).toBe(0);
      await shop.api.delete(`/api/coupons/${id}`).set('token', admin).expect(200);
      await shop.api.delete(`/api/coupons/${id}`).set('token', admin).expect(404);
      await shop.api
        .put(`/api/coupons/${id}`)
        .set('token', admin)
        .send(couponRequest())
        .expect(404);
    });

    it('refuses bad coupons with 400, the field and a code', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'TEN OFF' }, 'code', 'COUPON_CODE_INVALID'],
        [{ code: 'TEN$' }, 'code', 'COUPON_CODE_INVALID'],
        [{ code: { $ne: null } }, 'code', 'COUPON_CODE_INVALID'],
        [{ value: 101 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ value: -5 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ value: 0 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ type: 'fixed', value: 0 }, 'value', 'PROMOTION_AMOUNT_INVALID'],
        // A percentage's decimals are refused as a percentage's, an amount's as an amount's.
        [{ value: 10.123 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ value: 0.001 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ type: 'fixed', value: 10.123 }, 'value', 'PROMOTION_AMOUNT_INVALID'],
        // Written 5e-324 in JSON: decimals counted through the exponent, not a 500.
        [{ value: 5e-324 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ type: 'fixed', value: 5e-324 }, 'value', 'PROMOTION_AMOUNT_INVALID'],
        [{ value: 'ten' }, 'value', 'VALUE_INVALID'],
        [{ minSubtotal: 1.5e-7 }, 'minSubtotal', 'PROMOTION_AMOUNT_INVALID'],
        [{ type: 'gift' }, 'type', 'VALUE_INVALID'],
        [{ startsAt: '2026-05-02', endsAt: '2026-05-01' }, 'endsAt', 'PROMOTION_DATES_ORDER'],
        [{ startsAt: 'tomorrow' }, 'startsAt', 'DATE_INVALID'],
        // ISO 8601 forms the shop does not take: weeks, ordinal days, the basic format, a comma
        // fraction, a signed year; and no such day or hour.
        [{ startsAt: '2026-W01' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '2026-100' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '20260101' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '2026-01-01T10:00:00,5Z' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '-2026-01-01' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '2026-01-01T10' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '2026-01-01T10:00+03' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '2026-01-01 10:00' }, 'startsAt', 'DATE_INVALID'],
        [{ startsAt: '2026-02-30' }, 'startsAt', 'DATE_INVALID'],
        [{ endsAt: '2026-01-01T24:00' }, 'endsAt', 'DATE_INVALID'],
        [{ endsAt: 20260101 }, 'endsAt', 'DATE_INVALID'],
        [{ maxUses: 0 }, 'maxUses', 'VALUE_TOO_SMALL'],
        [{ maxUses: 2.5 }, 'maxUses', 'NUMBER_INVALID'],
        [{ minSubtotal: -1 }, 'minSubtotal', 'PROMOTION_AMOUNT_INVALID'],
        [{ active: 'yes' }, 'active', 'BOOLEAN_INVALID'],
        [
          { scope: { categoryIds: ['64b7f0c2a1b2c3d4e5f60718'] } },
          'scope.categoryIds',
          'PROMOTION_SCOPE_UNKNOWN',
        ],
        [
          { scope: { productIds: ['64b7f0c2a1b2c3d4e5f60718'] } },
          'scope.productIds',
          'PROMOTION_SCOPE_UNKNOWN',
        ],
        [
          { scope: { packageIds: ['64b7f0c2a1b2c3d4e5f60718'] } },
          'scope.packageIds',
          'PROMOTION_SCOPE_UNKNOWN',
        ],
        [{ scope: { categoryIds: ['nope'] } }, 'scope.categoryIds', 'VALUE_INVALID'],
        // A scope naming nothing would widen the coupon to the whole cart.
        [{ scope: { productId: ['64b7f0c2a1b2c3d4e5f60718'] } }, 'scope', 'PROMOTION_SCOPE_EMPTY'],
        [{ scope: { manufacturers: [' '] } }, 'scope', 'PROMOTION_SCOPE_EMPTY'],
        [{ scope: {} }, 'scope', 'PROMOTION_SCOPE_EMPTY'],
        [{ scope: { categoryIds: { $gt: '' } } }, 'scope.categoryIds', 'VALUE_INVALID'],
      ];
      for (const [fields, field, code] of cases) {
        const refused = await shop.api
          .post('/api/coupons')
          .set('token', admin)
          .send(couponRequest(fields))
          .expect(400);
        expect([fields, refused.body.code, refused.body.errors?.[field]]).toEqual([
          fields,
          code,
          expect.any(Array),
        ]);
      }
      expect(
        (await shop.api.get('/api/coupons').set('token', admin).expect(200)).body.coupons,
      ).toEqual([]);
    });

    it('reads every date form it takes in Saudi time unless the date gives its offset', async () => {
      const forms: [string, string, string][] = [
        // A day: its first millisecond in Saudi time, or its last.
        ['2026-01-01', '2025-12-31T21:00:00.000Z', '2026-01-01T20:59:59.999Z'],
        // A date and time without an offset is Saudi time, UTC+3...
        ['2026-01-01T10:00', '2026-01-01T07:00:00.000Z', '2026-01-01T07:00:00.000Z'],
        ['2026-01-01T10:00:30', '2026-01-01T07:00:30.000Z', '2026-01-01T07:00:30.000Z'],
        ['2026-01-01T10:00:30.5', '2026-01-01T07:00:30.500Z', '2026-01-01T07:00:30.500Z'],
        ['2026-01-01T10:00:30.123456', '2026-01-01T07:00:30.123Z', '2026-01-01T07:00:30.123Z'],
        // ...and with one, the time it names.
        ['2026-01-01T10:00Z', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z'],
        ['2026-01-01T10:00:00+05:30', '2026-01-01T04:30:00.000Z', '2026-01-01T04:30:00.000Z'],
        ['2026-01-01T01:00:00-02:00', '2026-01-01T03:00:00.000Z', '2026-01-01T03:00:00.000Z'],
      ];
      for (const [date, startsAt, endsAt] of forms) {
        const created = await shop.api
          .post('/api/coupons')
          .set('token', admin)
          .send(couponRequest({ startsAt: date }))
          .expect(201);
        const offer = await shop.api
          .post('/api/offers')
          .set('token', admin)
          .send(offerRequest({ endsAt: date, active: false }))
          .expect(201);
        expect([date, created.body.coupon.startsAt, offer.body.offer.endsAt]).toEqual([
          date,
          startsAt,
          endsAt,
        ]);
        await shop.api.delete(`/api/coupons/${created.body.coupon._id}`).set('token', admin);
        await shop.api.delete(`/api/offers/${offer.body.offer._id}`).set('token', admin);
      }
    });

    it('refuses a code taken by another coupon, whatever its case, with 409', async () => {
      const first = await createCoupon({ code: 'BRAKES10' });
      const taken = await shop.api
        .post('/api/coupons')
        .set('token', admin)
        .send(couponRequest({ code: 'brakes10' }))
        .expect(409);
      expect(taken.body).toMatchObject({ code: 'COUPON_CODE_TAKEN', params: { code: 'BRAKES10' } });
      const other = await createCoupon();
      await shop.api
        .put(`/api/coupons/${other._id}`)
        .set('token', admin)
        .send(couponRequest({ code: 'Brakes10' }))
        .expect(409);
      await shop.api.delete(`/api/coupons/${first._id}`).set('token', admin).expect(200);
      await shop.api.delete(`/api/coupons/${other._id}`).set('token', admin).expect(200);
    });

    it('keeps coupons and offers to admins', async () => {
      const shopper = await loggedInUser(shop);
      await shop.api.get('/api/coupons').expect(401);
      await shop.api.get('/api/coupons').set('token', shopper.token).expect(403);
      await shop.api
        .post('/api/coupons')
        .set('token', shopper.token)
        .send(couponRequest())
        .expect(403);
      await shop.api.get('/api/offers').set('token', shopper.token).expect(403);
      await shop.api.delete('/api/coupons/not-an-id').set('token', admin).expect(400);
    });
  });

  describe("the shopper's cart", () => {
    it('applies a code in any case and answers subtotal, discounts and what is paid', async () => {
      await clearOffers();
      const coupon = await createCoupon({ code: 'CART15', value: 15 });
      const sara = await shopperWith(40, 3);
      const applied = await applyCoupon(sara.token, ' cart15 ').expect(201);
      const expected = {
        subtotal: 120,
        discounts: [
          { code: 'CART15', label: 'Coupon CART15', labelAr: 'قسيمة CART15', amount: 18 },
        ],
        totalPrice: 102,
        coupon: { code: 'CART15' },
      };
      expect(applied.body.cart).toMatchObject(expected);
      expect(await cartOf(sara.token)).toMatchObject(expected);
      // Removing it puts the cart back at catalog prices.
      const removed = await shop.api
        .delete('/api/cart/coupon')
        .set('token', sara.token)
        .expect(200);
      expect(removed.body.cart).toMatchObject({ subtotal: 120, discounts: [], totalPrice: 120 });
      expect(removed.body.cart).not.toHaveProperty('coupon');
      expect((await couponNamed(coupon.code)).uses).toBe(0);
    });

    it('says why a code gives nothing, in English and by code', async () => {
      await clearOffers();
      const now = Date.now();
      const day = 86_400_000;
      const iso = (time: number) => new Date(time).toISOString();
      const sara = await shopperWith(100, 1, filters);
      const cases: [Record<string, unknown>, number, string][] = [
        [{ active: false }, 400, 'COUPON_UNKNOWN'],
        [{ startsAt: iso(now + day) }, 400, 'COUPON_NOT_STARTED'],
        [{ endsAt: iso(now - day) }, 400, 'COUPON_EXPIRED'],
        [{ minSubtotal: 150 }, 400, 'COUPON_BELOW_MINIMUM'],
        [{ scope: { categoryIds: [brakes] } }, 400, 'COUPON_NOT_FOR_ITEMS'],
        [{ type: 'fixed', value: 100.01 }, 400, 'COUPON_ABOVE_CART'],
        [{ maxUses: 1 }, 409, 'COUPON_USED_UP'],
      ];
      for (const [fields, status, code] of cases) {
        const coupon = await createCoupon(fields);
        if (code === 'COUPON_USED_UP') {
          // Someone else's paid order holds its one use.
          const omar = await shopperWith(100, 1, filters);
          await applyCoupon(omar.token, coupon.code).expect(201);
          const placed = await addOrder(omar.token).expect(201);
          await pay(placed.body.payment.source.transaction_url);
        }
        const refused = await applyCoupon(sara.token, coupon.code).expect(status);
        expect([fields, refused.body.code, Object.keys(refused.body.errors ?? {})]).toEqual([
          fields,
          code,
          ['code'],
        ]);
      }
      const unknown = await applyCoupon(sara.token, 'NO-SUCH-CODE').expect(400);
      expect(unknown.body).toMatchObject({
        code: 'COUPON_UNKNOWN',
        message: 'This coupon code does not exist.',
      });
      const below = await createCoupon({ minSubtotal: 150 });
      expect((await applyCoupon(sara.token, below.code).expect(400)).body).toMatchObject({
        message: 'This coupon code is for carts of at least SAR 150.',
        params: { min: '150' },
      });
      // A malformed code is refused before it is looked for.
      await applyCoupon(sara.token, { $regex: '.*' }).expect(400);
      await applyCoupon(sara.token, 'a b').expect(400);
      // Nothing refused was kept.
      expect(await cartOf(sara.token)).not.toHaveProperty('coupon');
    });

    it('takes a first-order coupon only before the first order', async () => {
      await clearOffers();
      const coupon = await createCoupon({ firstOrderOnly: true, value: 20 });
      const sara = await shopperWith(50, 2);
      await applyCoupon(sara.token, coupon.code).expect(201);
      const placed = await addOrder(sara.token).expect(201);
      expect(placed.body.order.totalPrice).toBe(80);
      // Leaving the payment page and coming back: that order is replaced, still a first order.
      expect((await cartOf(sara.token)).coupon).toEqual({ code: coupon.code });
      await pay(placed.body.payment.source.transaction_url);
      await addToCart(shop, sara.token, { productId: sara.productId, quantity: 1 });
      const refused = await applyCoupon(sara.token, coupon.code).expect(400);
      expect(refused.body.code).toBe('COUPON_FIRST_ORDER_ONLY');
    });
  });

  describe('orders', () => {
    it('takes the discount off the order, its VAT and its tax invoice, exact to the halala', async () => {
      await clearOffers();
      const coupon = await createCoupon({ value: 12.5 });
      // 3 × 33.33 = 99.99; 12.5% of it is 12.49875, rounded half up to 12.50.
      const sara = await shopperWith(33.33, 3);
      const cart = (await applyCoupon(sara.token, coupon.code.toLowerCase()).expect(201)).body
        .cart as CartAnswer;
      expect(cart).toMatchObject({ subtotal: 99.99, totalPrice: 87.49 });
      expect(cart.discounts.map((discount) => discount.amount)).toEqual([12.5]);

      const placed = await addOrder(sara.token).expect(201);
      const vat = fromHalalas(includedVatHalalas(toHalalas(87.49), VAT_RATE));
      expect(vat).toBe(11.41);
      expect(placed.body.order).toMatchObject({
        totalPrice: 87.49,
        vat,
        discounts: [
          {
            code: coupon.code,
            label: `Coupon ${coupon.code}`,
            labelAr: `قسيمة ${coupon.code}`,
            amount: 12.5,
          },
        ],
      });
      // The lines keep their catalog prices: the discount is the order's.
      expect(placed.body.order.lines[0]).toMatchObject({ unitPrice: 33.33, price: 99.99 });
      expect((await couponNamed(coupon.code)).uses).toBe(1);
      expect((await couponNamed(coupon.code)).discountGiven).toBe(0);

      await pay(placed.body.payment.source.transaction_url);
      const paid = (await myOrder(shop, sara.token, placed.body.order._id)) as unknown as {
        paymentStatus: string;
        discounts: unknown[];
        invoice: { qr: string };
      };
      expect(paid.paymentStatus).toBe('paid');
      expect(paid.discounts).toHaveLength(1);
      expect(await couponNamed(coupon.code)).toMatchObject({ uses: 1, discountGiven: 12.5 });
      // One coupon per order: it left the cart with the lines.
      expect(await cartOf(sara.token)).toMatchObject({ items: [], discounts: [] });
      expect(await cartOf(sara.token)).not.toHaveProperty('coupon');

      const fields = decodeQr(paid.invoice.qr);
      expect(fields.totalWithVat).toBe('87.49');
      expect(fields.vatTotal).toBe('11.41');
      const pdf = await shop.api
        .get(`/api/order/myOrders/${placed.body.order._id}/invoice`)
        .set('token', sara.token)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      const { text } = await readInvoicePdf(pdf.body as Buffer);
      // The discount's reason whole, in English below the Arabic, not cut to the column.
      expect(text).toContain(`Coupon ${coupon.code}`);
      expect(text).toMatch(/12\.50/);
      expect(text).toMatch(/87\.49/);
    });

    it('keeps a coupon applied after the order was placed when that order is paid', async () => {
      await clearOffers();
      const first = await createCoupon({ value: 10 });
      const second = await createCoupon({ value: 5 });
      const sara = await shopperWith(40, 2);
      await applyCoupon(sara.token, first.code).expect(201);
      const placed = await addOrder(sara.token).expect(201);
      await addToCart(shop, sara.token, { productId: sara.productId, quantity: 1 });
      await applyCoupon(sara.token, second.code).expect(201);
      await pay(placed.body.payment.source.transaction_url);
      // The paid order took its two parts and its coupon; the part and coupon added since stay.
      const cart = await cartOf(sara.token);
      expect(cart.items).toEqual([expect.objectContaining({ quantity: 1 })]);
      expect(cart.coupon).toEqual({ code: second.code });
    });

    it('gives the use back when the payment fails, and counts it once', async () => {
      await clearOffers();
      const coupon = await createCoupon({ maxUses: 1 });
      const sara = await shopperWith(60);
      await applyCoupon(sara.token, coupon.code).expect(201);
      const placed = await addOrder(sara.token).expect(201);
      expect((await couponNamed(coupon.code)).uses).toBe(1);
      // The one use is held: nobody else gets it meanwhile.
      const omar = await shopperWith(60);
      expect((await applyCoupon(omar.token, coupon.code).expect(409)).body.code).toBe(
        'COUPON_USED_UP',
      );
      await pay(placed.body.payment.source.transaction_url, 'decline');
      expect(await myOrder(shop, sara.token, placed.body.order._id)).toMatchObject({
        paymentStatus: 'failed',
      });
      expect(await couponNamed(coupon.code)).toMatchObject({ uses: 0, discountGiven: 0 });
      await applyCoupon(omar.token, coupon.code).expect(201);
    });

    it('gives the use back when an admin fails an order by hand or it is refunded', async () => {
      await clearOffers();
      const coupon = await createCoupon({ maxUses: 3 });
      const sara = await shopperWith(60);
      await applyCoupon(sara.token, coupon.code).expect(201);
      const placed = await addOrder(sara.token).expect(201);
      await shop.api
        .put(`/api/order/updateOreder/${placed.body.order._id}`)
        .set('token', admin)
        .send({ paymentStatus: 'failed', reason: 'Test' })
        .expect(200);
      expect((await couponNamed(coupon.code)).uses).toBe(0);

      const omar = await shopperWith(60);
      await applyCoupon(omar.token, coupon.code).expect(201);
      const paid = await addOrder(omar.token).expect(201);
      await pay(paid.body.payment.source.transaction_url);
      expect(await couponNamed(coupon.code)).toMatchObject({ uses: 1, discountGiven: 6 });
      await shop.api
        .post(`/api/order/refundOrder/${paid.body.order._id}`)
        .set('token', admin)
        .expect(200);
      expect(await couponNamed(coupon.code)).toMatchObject({ uses: 0, discountGiven: 0 });
    });

    it('gives the use back when the order expires unpaid (abandoned)', async () => {
      await clearOffers();
      const coupon = await createCoupon({ maxUses: 1 });
      const sara = await shopperWith(45);
      await applyCoupon(sara.token, coupon.code).expect(201);
      const placed = await addOrder(sara.token).expect(201);
      expect((await couponNamed(coupon.code)).uses).toBe(1);
      // An hour later (ORDER_PAYMENT_TIMEOUT_MINUTES is 30 by default), and the sweep twice.
      const later = new Date(Date.now() + 60 * 60_000);
      const expiry = shop.app.get(OrderExpiryJob);
      await Promise.all([expiry.sweep(later), expiry.sweep(later)]);
      expect(await myOrder(shop, sara.token, placed.body.order._id)).toMatchObject({
        paymentStatus: 'initiated',
        paymentAbandonedAt: expect.any(String),
      });
      expect((await couponNamed(coupon.code)).uses).toBe(0);
    });

    it('lets an order of the same cart replace the pending one with its last use', async () => {
      await clearOffers();
      for (const limit of [{ maxUses: 1 }, { maxUsesPerCustomer: 1 }]) {
        const coupon = await createCoupon({ type: 'fixed', value: 5, ...limit });
        const sara = await shopperWith(60);
        await applyCoupon(sara.token, coupon.code).expect(201);
        const first = await addOrder(sara.token).expect(201);
        // Back from a closed 3-D Secure page, she orders the cart again: the new order replaces
        // the pending one, which gives its use back for the new order to take.
        const again = await addOrder(sara.token);
        expect([limit, again.status, again.body.code]).toEqual([limit, 201, undefined]);
        expect(again.body.order).toMatchObject({
          totalPrice: 55,
          discounts: [{ code: coupon.code, amount: 5 }],
        });
        expect(await myOrder(shop, sara.token, first.body.order._id)).toMatchObject({
          paymentStatus: 'initiated',
          paymentAbandonedAt: expect.any(String),
        });
        expect((await couponNamed(coupon.code)).uses).toBe(1);
        // While it awaits payment, her cart still gets the coupon its order holds.
        const cart = await cartOf(sara.token);
        expect(cart).toMatchObject({ totalPrice: 55, coupon: { code: coupon.code } });
        expect(cart.coupon).not.toHaveProperty('refusal');
        await pay(again.body.payment.source.transaction_url);
        expect(await couponNamed(coupon.code)).toMatchObject({ uses: 1, discountGiven: 5 });
      }
    });

    it("refuses an order past the shopper's own limit with 409, holding nothing", async () => {
      await clearOffers();
      const coupon = await createCoupon({ maxUsesPerCustomer: 1 });
      const sara = await shopperWith(70);
      await applyCoupon(sara.token, coupon.code).expect(201);
      const first = await addOrder(sara.token).expect(201);
      // A second order of another cart while the first awaits its payment: its use is held.
      const other = await part(20);
      await addToCart(shop, sara.token, { productId: other._id, quantity: 1 });
      const refused = await addOrder(sara.token).expect(409);
      expect(refused.body).toMatchObject({
        code: 'COUPON_CUSTOMER_LIMIT',
        message: 'You have used this code as often as it allows.',
      });
      const stock = async (id: string) =>
        (await shop.api.get(`/api/product/getCarById/${id}`).expect(200)).body.product.stock;
      expect(await stock(other._id)).toBe(50);
      expect((await couponNamed(coupon.code)).uses).toBe(1);
      await pay(first.body.payment.source.transaction_url);
      await addToCart(shop, sara.token, { productId: sara.productId, quantity: 1 });
      expect((await applyCoupon(sara.token, coupon.code).expect(409)).body.code).toBe(
        'COUPON_CUSTOMER_LIMIT',
      );
    });

    it('refuses an order whose coupon no longer applies, never placing it without', async () => {
      await clearOffers();
      const coupon = await createCoupon({ minSubtotal: 100 });
      const sara = await shopperWith(60, 2);
      await applyCoupon(sara.token, coupon.code).expect(201);
      await shop.api
        .put('/api/cart/updateCart')
        .set('token', sara.token)
        .send({ productId: sara.productId, quantity: 1 })
        .expect(200);
      const cart = await cartOf(sara.token);
      expect(cart).toMatchObject({
        subtotal: 60,
        discounts: [],
        totalPrice: 60,
        coupon: { code: coupon.code, refusal: { code: 'COUPON_BELOW_MINIMUM' } },
      });
      const refused = await addOrder(sara.token).expect(400);
      expect(refused.body.code).toBe('COUPON_BELOW_MINIMUM');
      expect(
        (await shop.api.get('/api/order/myOrders').set('token', sara.token)).body.orders,
      ).toEqual([]);
      // Paused meanwhile: the same.
      await shop.api
        .put(`/api/coupons/${coupon._id}`)
        .set('token', admin)
        .send(couponRequest({ code: coupon.code, active: false }))
        .expect(200);
      await shop.api
        .put('/api/cart/updateCart')
        .set('token', sara.token)
        .send({ productId: sara.productId, quantity: 2 })
        .expect(200);
      expect((await addOrder(sara.token).expect(400)).body.code).toBe('COUPON_UNKNOWN');
      expect((await couponNamed(coupon.code)).uses).toBe(0);
    });

    it('refuses a card payment below SAR 1.00 before anything is held or paid', async () => {
      await clearOffers();
      await shop.api
        .post('/api/offers')
        .set('token', admin)
        .send(offerRequest({ type: 'freeDelivery', value: undefined }))
        .expect(201);
      await shop.api
        .post('/api/shipping/zones')
        .set('token', admin)
        .send(shippingZone({ name: 'West', nameAr: 'الغربية', cities: ['Jeddah'], fee: 20 }))
        .expect(201);
      const payments = shop.connection.collection('sandbox_payments');
      const paymentsBefore = await payments.countDocuments();
      const stock = async (id: string) =>
        (await shop.api.get(`/api/product/getCarById/${id}`).expect(200)).body.product.stock;
      const { shippingAddress: _text, ...byCard } = orderRequest();
      // 100% off the items and a free delivery: SAR 0; a fixed SAR 59.01 off SAR 60: SAR 0.99.
      for (const off of [{ value: 100 }, { type: 'fixed', value: 59.01 }]) {
        const coupon = await createCoupon(off);
        const sara = await shopperWith(60);
        const address = await shop.api
          .post('/api/user/addresses')
          .set('token', sara.token)
          .send(nationalAddress({ city: 'Jeddah' }))
          .expect(201);
        await applyCoupon(sara.token, coupon.code).expect(201);
        const refused = await shop.api
          .post('/api/order/addOrder')
          .set('token', sara.token)
          .send({ ...byCard, addressId: address.body.address._id });
        expect([off, refused.status, refused.body.code]).toEqual([
          off,
          400,
          'CARD_PAYMENT_BELOW_MINIMUM',
        ]);
        expect(refused.body).toMatchObject({
          message:
            'A card payment must be at least SAR 1.00. Pay in cash on delivery where it is ' +
            'offered, or change the coupon or the cart.',
          errorCodes: { paymentMethod: ['CARD_PAYMENT_BELOW_MINIMUM'] },
        });
        // Nothing half-saved: no order, no coupon use, no stock held, no payment.
        expect(
          (await shop.api.get('/api/order/myOrders').set('token', sara.token)).body.orders,
        ).toEqual([]);
        expect((await couponNamed(coupon.code)).uses).toBe(0);
        expect(await stock(sara.productId)).toBe(50);
      }
      expect(await payments.countDocuments()).toBe(paymentsBefore);
      // SAR 1.00 is paid by card.
      const coupon = await createCoupon({ type: 'fixed', value: 59 });
      const omar = await shopperWith(60);
      await applyCoupon(omar.token, coupon.code).expect(201);
      const placed = await addOrder(omar.token).expect(201);
      expect(placed.body.order.totalPrice).toBe(1);
      expect(await payments.findOne({ _id: placed.body.payment.id })).toMatchObject({
        amount: 100,
      });
      await clearOffers();
    });

    it('never lets a client send a discount or a price', async () => {
      await clearOffers();
      const sara = await shopperWith(90);
      const placed = await addOrder(sara.token, {
        discounts: [{ label: 'x', labelAr: 'x', amount: 90 }],
        totalPrice: 1,
      });
      // Unknown fields are refused outright, or ignored: never believed.
      if (placed.status === 201) expect(placed.body.order.totalPrice).toBe(90);
      else expect(placed.status).toBe(400);
    });
  });

  describe('automatic offers', () => {
    it('applies a scoped percentage, by priority, with a coupon beside when they combine', async () => {
      await clearOffers();
      await shop.api
        .post('/api/offers')
        .set('token', admin)
        .send(
          offerRequest({
            name: 'Brakes week',
            nameAr: 'أسبوع الفرامل',
            value: 10,
            priority: 5,
            scope: { categoryIds: [brakes] },
          }),
        )
        .expect(201);
      const shopper = await shopperWith(100); // brakes
      const filter = await part(50, filters);
      await addToCart(shop, shopper.token, { productId: filter._id, quantity: 1 });
      expect(await cartOf(shopper.token)).toMatchObject({
        subtotal: 150,
        discounts: [{ label: 'Brakes week', labelAr: 'أسبوع الفرامل', amount: 10 }],
        totalPrice: 140,
      });
      const coupon = await createCoupon({ type: 'fixed', value: 5 });
      await applyCoupon(shopper.token, coupon.code).expect(201);
      expect(await cartOf(shopper.token)).toMatchObject({
        discounts: [
          { label: 'Brakes week', amount: 10 },
          { code: coupon.code, amount: 5 },
        ],
        totalPrice: 135,
      });
      // An offer that does not combine comes first and leaves no room for the coupon.
      await shop.api
        .post('/api/offers')
        .set('token', admin)
        .send(
          offerRequest({ name: 'Mega', nameAr: 'ضخم', value: 20, priority: 9, combinable: false }),
        )
        .expect(201);
      const cart = await cartOf(shopper.token);
      expect(cart).toMatchObject({
        discounts: [{ label: 'Mega', amount: 30 }],
        totalPrice: 120,
        coupon: { code: coupon.code, refusal: { code: 'COUPON_NOT_COMBINABLE' } },
      });
    });

    it('gives the cheapest units of "buy 3, get 1" and free delivery above a total', async () => {
      await clearOffers();
      const oil = await part(30, filters);
      const bigOil = await part(45, filters);
      await shop.api
        .post('/api/offers')
        .set('token', admin)
        .send(
          offerRequest({
            name: 'Oil 3+1',
            nameAr: 'زيت ٣+١',
            type: 'buyXGetY',
            value: undefined,
            buyQuantity: 3,
            freeQuantity: 1,
            scope: { productIds: [oil._id, bigOil._id] },
            priority: 3,
          }),
        )
        .expect(201);
      await shop.api
        .post('/api/offers')
        .set('token', admin)
        .send(
          offerRequest({
            name: 'Free delivery',
            nameAr: 'توصيل مجاني',
            type: 'freeDelivery',
            value: undefined,
            minSubtotal: 150,
            priority: 2,
          }),
        )
        .expect(201);
      await shop.api
        .post('/api/shipping/zones')
        .set('token', admin)
        .send(shippingZone({ cities: ['Riyadh'], fee: 25 }))
        .expect(201);
      const sara = await loggedInUser(shop);
      await addToCart(shop, sara.token, { productId: oil._id, quantity: 2 });
      await addToCart(shop, sara.token, { productId: bigOil._id, quantity: 3 });
      // 5 units: one in 4 free, the cheapest (30).
      const cart = await cartOf(sara.token);
      expect(cart).toMatchObject({
        subtotal: 195,
        discounts: [{ label: 'Oil 3+1', amount: 30 }],
        totalPrice: 165,
        freeDelivery: { label: 'Free delivery', labelAr: 'توصيل مجاني' },
      });
      const address = (
        await shop.api
          .post('/api/user/addresses')
          .set('token', sara.token)
          .send(nationalAddress())
          .expect(201)
      ).body.address as { _id: string };
      const { shippingAddress: _text, ...request } = orderRequest();
      const placed = await shop.api
        .post('/api/order/addOrder')
        .set('token', sara.token)
        .send({ ...request, addressId: address._id })
        .expect(201);
      expect(placed.body.order).toMatchObject({
        totalPrice: 165,
        shipping: { fee: 25 },
        discounts: [
          { label: 'Oil 3+1', amount: 30 },
          { label: 'Free delivery', amount: 25 },
        ],
      });
      await pay(placed.body.payment.source.transaction_url);
      const paid = (await myOrder(shop, sara.token, placed.body.order._id)) as unknown as {
        invoice: { qr: string };
      };
      expect(decodeQr(paid.invoice.qr).totalWithVat).toBe('165.00');
      await clearOffers();
    });

    it('applies to packages and part makers named in the scope', async () => {
      await clearOffers();
      const bosch = await part(80, filters, { manufacturer: 'Bosch' });
      const other = await part(80, filters, { manufacturer: 'Denso' });
      const service = await createPackage(shop, admin, {
        name: `Service ${Math.random()}`,
        mileage: 10000,
        productIds: [other._id],
        price: 200,
      });
      const coupon = await createCoupon({
        value: 50,
        scope: { manufacturers: ['bosch'], packageIds: [service._id] },
      });
      const sara = await loggedInUser(shop);
      await addToCart(shop, sara.token, { productId: bosch._id, quantity: 1 });
      await addToCart(shop, sara.token, { productId: other._id, quantity: 1 });
      await addToCart(shop, sara.token, { packageId: service._id, quantity: 1 });
      const cart = (await applyCoupon(sara.token, coupon.code).expect(201)).body.cart as CartAnswer;
      // Half of the Bosch part and of the package; the Denso part at its price.
      expect(cart).toMatchObject({ subtotal: 360, totalPrice: 220 });
      expect(cart.discounts[0].amount).toBe(140);
    });

    it('refuses bad offers with 400 and the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ value: undefined }, 'value', 'FIELD_REQUIRED'],
        [{ value: 150 }, 'value', 'PROMOTION_PERCENT_INVALID'],
        [{ type: 'buyXGetY', value: undefined }, 'buyQuantity', 'FIELD_REQUIRED'],
        [{ priority: -1 }, 'priority', 'VALUE_TOO_SMALL'],
        [{ combinable: 'no' }, 'combinable', 'BOOLEAN_INVALID'],
        [{ name: '' }, 'name', 'FIELD_REQUIRED'],
        [{ startsAt: '2026-02-02', endsAt: '2026-02-01' }, 'endsAt', 'PROMOTION_DATES_ORDER'],
        [{ startsAt: '2026-W05' }, 'startsAt', 'DATE_INVALID'],
        [{ endsAt: '-2026-02-01' }, 'endsAt', 'DATE_INVALID'],
      ];
      for (const [fields, field, code] of cases) {
        const refused = await shop.api
          .post('/api/offers')
          .set('token', admin)
          .send(offerRequest(fields))
          .expect(400);
        expect([fields, refused.body.code, Object.keys(refused.body.errors ?? {})]).toEqual([
          fields,
          code,
          [field],
        ]);
      }
    });
  });
});
