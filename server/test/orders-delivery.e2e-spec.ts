import { VAT_RATE, fromHalalas, includedVatHalalas, toHalalas } from '@shop/shared';
import { decodeQr } from '../src/zatca/qr';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress, shippingZone } from './support/delivery';
import { binaryBody, readInvoicePdf } from './support/invoices';
import {
  addToCart,
  answerThreeDSecure,
  cartOf,
  myOrder,
  orderRequest,
  returnFromPayment,
} from './support/orders';

interface OrderShipping {
  fee: number;
  city: string;
  cityAr: string;
  minDays: number;
  maxDays: number;
  address: Record<string, string>;
}

describe('orders with a delivery', () => {
  let shop: TestApp;
  let admin: string;
  let category: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    category = (await createCategory(shop, admin))._id;
    await shop.api
      .post('/api/shipping/zones')
      .set('token', admin)
      .send(
        shippingZone({
          name: 'Riyadh',
          nameAr: 'الرياض',
          cities: ['Riyadh'],
          fee: 25,
          freeAbove: 300,
          minDays: 1,
          maxDays: 2,
        }),
      )
      .expect(201);
  });
  afterAll(() => shop.close());

  const stockOf = async (productId: string) =>
    (await shop.api.get(`/api/product/getCarById/${productId}`).expect(200)).body.product
      .stock as number;

  /** A shopper with one saved address in `city` and `quantity` of a part of `price` in the cart. */
  async function shopperReady(price: number, city = 'Riyadh', quantity = 1) {
    const shopper = await loggedInUser(shop);
    const product = await addProduct(shop, admin, {
      name: `Part ${price} ${Math.random()}`,
      price: String(price),
      stock: '10',
      category,
    });
    await addToCart(shop, shopper.token, { productId: product._id, quantity });
    const address = (
      await shop.api
        .post('/api/user/addresses')
        .set('token', shopper.token)
        .send(nationalAddress({ city }))
        .expect(201)
    ).body.address as { _id: string };
    return { ...shopper, productId: product._id, addressId: address._id };
  }

  const addOrder = (token: string, fields: Record<string, unknown>) =>
    shop.api.post('/api/order/addOrder').set('token', token).send(orderRequest(fields));

  it('adds the zone fee to the total and its VAT, keeps the address and its days', async () => {
    const sara = await shopperReady(100, 'Riyadh', 2);
    const { shippingAddress: _documented, ...withoutText } = orderRequest();
    const placed = await shop.api
      .post('/api/order/addOrder')
      .set('token', sara.token)
      .send({ ...withoutText, addressId: sara.addressId })
      .expect(201);
    const order = placed.body.order as {
      _id: string;
      totalPrice: number;
      vat: number;
      shippingAddress: string;
      shipping: OrderShipping;
    };
    expect(order.totalPrice).toBe(225);
    expect(order.vat).toBe(fromHalalas(includedVatHalalas(toHalalas(225), VAT_RATE)));
    expect(order.shipping).toEqual({
      fee: 25,
      city: 'Riyadh',
      cityAr: 'الرياض',
      minDays: 1,
      maxDays: 2,
      address: nationalAddress(),
    });
    // The documented text, written from the address.
    expect(order.shippingAddress).toBe(
      '2929 King Fahd Road, Al Olaya, Riyadh 12214-7654, RRRD2929',
    );

    // The snapshot stays as it was when the address book changes.
    await shop.api
      .delete(`/api/user/addresses/${sara.addressId}`)
      .set('token', sara.token)
      .expect(200);
    const callback = await answerThreeDSecure(
      shop,
      placed.body.payment.source.transaction_url,
      'approve',
    );
    await returnFromPayment(shop, callback);
    const paid = (await myOrder(shop, sara.token, order._id)) as unknown as {
      paymentStatus: string;
      totalPrice: number;
      shipping: OrderShipping;
      invoice: { qr: string };
    };
    expect(paid).toMatchObject({ paymentStatus: 'paid', totalPrice: 225 });
    expect(paid.shipping.address.street).toBe('King Fahd Road');

    // The tax invoice: the QR's total and VAT, and a delivery line of its own.
    const fields = decodeQr(paid.invoice.qr);
    expect(fields.totalWithVat).toBe('225.00');
    expect(fields.vatTotal).toBe(order.vat.toFixed(2));
    const pdf = await shop.api
      .get(`/api/order/myOrders/${order._id}/invoice`)
      .set('token', sara.token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const { text } = await readInvoicePdf(pdf.body as Buffer);
    // The line is named in Arabic, as the tax document's lines are (INVOICE_LINE_NAMES).
    expect(text).toContain('التوصيل');
    expect(text).toMatch(/25\.00/);
  });

  it('writes an address written in Arabic whole on the invoice, its city in Arabic', async () => {
    const shopper = await loggedInUser(shop);
    const product = await addProduct(shop, admin, {
      name: `Brake pads ${Math.random()}`,
      price: '120',
      stock: '10',
      category,
    });
    await addToCart(shop, shopper.token, { productId: product._id, quantity: 1 });
    const address = (
      await shop.api
        .post('/api/user/addresses')
        .set('token', shopper.token)
        .send(nationalAddress({ street: 'طريق الملك فهد', district: 'العليا' }))
        .expect(201)
    ).body.address as { _id: string };
    const placed = await addOrder(shopper.token, { addressId: address._id }).expect(201);
    await returnFromPayment(
      shop,
      await answerThreeDSecure(shop, placed.body.payment.source.transaction_url, 'approve'),
    );
    const pdf = await shop.api
      .get(`/api/order/myOrders/${placed.body.order._id}/invoice`)
      .set('token', shopper.token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const { text } = await readInvoicePdf(pdf.body as Buffer);
    // The "Ship to" row, over its lines, up to the table of items.
    const shipTo = text.slice(text.indexOf('Ship to'), text.indexOf('Item'));
    // Nothing cut: every part, the short address too, the numbers reading as written.
    for (const part of ['2929', 'طريق', 'الملك', 'فهد', 'العليا', '12214-7654', 'RRRD2929']) {
      expect({ part, found: shipTo.includes(part) }).toEqual({ part, found: true });
    }
    expect(shipTo).not.toContain('…');
    // The city as the zone names it in Arabic, not its English name inside the Arabic.
    expect(shipTo).toContain('الرياض');
    expect(shipTo).not.toContain('Riyadh');
  });

  it('charges no delivery from the zone threshold on', async () => {
    const omar = await shopperReady(300);
    const placed = await addOrder(omar.token, { addressId: omar.addressId }).expect(201);
    expect(placed.body.order).toMatchObject({ totalPrice: 300, shipping: { fee: 0 } });
  });

  it('still takes the documented address text alone, without a delivery', async () => {
    const lina = await shopperReady(80);
    const placed = await addOrder(lina.token, {}).expect(201);
    expect(placed.body.order.totalPrice).toBe(80);
    expect(placed.body.order.shippingAddress).toBe('King Abdulaziz Rd 12, Al Rawdah, Jeddah');
    expect(placed.body.order).not.toHaveProperty('shipping');
    const { shippingAddress: _text, ...neither } = orderRequest();
    const refused = await shop.api
      .post('/api/order/addOrder')
      .set('token', lina.token)
      .send(neither)
      .expect(400);
    expect(refused.body.code).toBe('ADDRESS_REQUIRED');
  });

  it('refuses a city no zone serves before holding anything', async () => {
    const tabuk = await shopperReady(80, 'Tabuk');
    const refused = await addOrder(tabuk.token, { addressId: tabuk.addressId }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'CITY_NOT_SERVED',
      message: 'We do not deliver to Tabuk yet.',
    });
    expect(await stockOf(tabuk.productId)).toBe(10);
    const orders = await shop.api.get('/api/order/myOrders').set('token', tabuk.token).expect(200);
    expect(orders.body.orders).toEqual([]);
    expect((await cartOf(shop, tabuk.token)).items).toHaveLength(1);
  });

  it("refuses another shopper's address with 404, and a malformed one with 400", async () => {
    const sara = await shopperReady(50);
    const omar = await shopperReady(50);
    const stolen = await addOrder(omar.token, { addressId: sara.addressId }).expect(404);
    expect(stolen.body.code).toBe('ADDRESS_NOT_FOUND');
    expect(await stockOf(omar.productId)).toBe(10);
    const malformed = await addOrder(omar.token, { addressId: { $ne: null } }).expect(400);
    expect(malformed.body.errors).toHaveProperty('addressId');
  });
});
