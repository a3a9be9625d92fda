import { ADMIN_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { addToCart, myOrder, placeOrder } from './support/orders';
import { loggedInUser } from './support/accounts';
import { binaryBody, paidOrder, readInvoicePdf } from './support/invoices';
import { Types } from 'mongoose';
import { InvoiceSweepJob } from '../src/invoices/invoice-sweep.job';
import { InvoicesService } from '../src/invoices/invoices.service';
import { decodeQr, decodeTlv, ksaDateTime } from '../src/zatca';

const SELLER = {
  SELLER_NAME: 'مؤسسة قطع الاختبار التجارية',
  SELLER_NAME_EN: 'Test Parts Trading Est.',
  SELLER_VAT_NUMBER: '310122393500003',
  SELLER_ADDRESS: 'Prince Sultan St 7, Al Khalidiyah, Jeddah',
};

describe('tax invoices', () => {
  let shop: TestApp;
  let admin: string;
  let filter: { _id: string };

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, ...SELLER });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Invoice things'))._id;
    filter = await addProduct(shop, admin, { category, name: 'Oil filter', price: '34.50' });
  });
  afterAll(() => shop.close());

  type Invoice = { number: string; issuedAt: string; qr: string };
  const invoiceOf = async (token: string, orderId: string) =>
    ((await myOrder(shop, token, orderId)) as unknown as { invoice?: Invoice }).invoice;

  it('gives a paid order an invoice whose QR code carries the nine phase-2 ZATCA fields', async () => {
    const { user, orderId } = await paidOrder(shop, filter._id, 2);
    const order = await myOrder(shop, user.token, orderId);
    const invoice = (order as unknown as { invoice: Invoice }).invoice;
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect([...decodeTlv(invoice.qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const fields = decodeQr(invoice.qr);
    expect(fields.sellerName).toBe(SELLER.SELLER_NAME);
    expect(fields.vatNumber).toBe(SELLER.SELLER_VAT_NUMBER);
    // The time as the XML states it: Saudi Arabia's, to the second.
    const { date, time } = ksaDateTime(new Date(invoice.issuedAt));
    expect(fields.timestamp).toBe(`${date}T${time}`);
    expect(new Date(invoice.issuedAt).getTime()).toBe(new Date(order.paidAt!).getTime());
    expect(fields.totalWithVat).toBe('69.00');
    expect(fields.vatTotal).toBe('9.00');
    expect(fields.invoiceHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    // The same invoice in every view of the order.
    const mine = await shop.api.get('/api/order/myOrders').set('token', user.token).expect(200);
    expect(mine.body.orders[0].invoice).toEqual(invoice);
    const all = await shop.api.get('/api/order/allOrders').set('token', admin).expect(200);
    expect(all.body.orders.find((o: { _id: string }) => o._id === orderId).invoice).toEqual(
      invoice,
    );
  });

  it('numbers 20 orders paid at once with 20 consecutive numbers', async () => {
    const before = await shop.connection
      .collection('counters')
      .findOne({ _id: 'invoice' as never });
    const paid = await Promise.all(Array.from({ length: 20 }, () => paidOrder(shop, filter._id)));
    const numbers = await Promise.all(
      paid.map(async ({ user, orderId }) => (await invoiceOf(user.token, orderId))!.number),
    );
    const seqs = numbers.map((number) => Number(number.slice(4))).sort((a, b) => a - b);
    const first = (before?.seq ?? 0) + 1;
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  }, 120000);

  it('gives an invoice to a paid order left without one, once, however many instances sweep', async () => {
    const { user, orderId } = await paidOrder(shop, filter._id);
    // What a paid listener that failed before stamping leaves: a paid order without an invoice,
    // and a chain whose last document is the one before.
    const chain = shop.connection.collection('zatca_documents');
    const stamped = (await chain.findOne({ key: `${orderId}:invoice` }))!;
    await chain.deleteOne({ _id: stamped._id });
    await shop.connection
      .collection('zatca_chain')
      .updateOne(
        { _id: 'egs' as never },
        { $set: { counter: (stamped._id as unknown as number) - 1, hash: stamped.previousHash } },
      );
    await shop.connection
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(orderId) }, { $unset: { invoice: '' } });
    const counters = shop.connection.collection('counters');
    const before = (await counters.findOne({ _id: 'invoice' as never }))!.seq as number;

    // Just paid: left to its listener.
    expect(await shop.app.get(InvoiceSweepJob).sweep()).toBe(0);
    expect(await invoiceOf(user.token, orderId)).toBeUndefined();

    // Later, two instances sweep at once: one number is taken, for this order, and it takes the
    // chain's place the failed listener never stored.
    const later = new Date(Date.now() + 2 * 60_000);
    const invoices = shop.app.get(InvoicesService);
    const issued = await Promise.all([invoices.issueMissing(later), invoices.issueMissing(later)]);
    expect(issued[0] + issued[1]).toBe(1);
    expect((await invoiceOf(user.token, orderId))!.number).toBe(
      `INV-${String(before + 1).padStart(6, '0')}`,
    );
    expect((await counters.findOne({ _id: 'invoice' as never }))!.seq).toBe(before + 1);
    const again = (await chain.findOne({ key: `${orderId}:invoice` }))!;
    expect({ counter: again._id, previousHash: again.previousHash }).toEqual({
      counter: stamped._id,
      previousHash: stamped.previousHash,
    });
    expect(await shop.app.get(InvoiceSweepJob).sweep(later)).toBe(0);
  });

  it('gives an order the invoice stamped for it when saving it on the order failed', async () => {
    const { user, orderId } = await paidOrder(shop, filter._id);
    const invoice = (await invoiceOf(user.token, orderId))!;
    // A process that stopped between storing the stamped document and saving it on the order.
    await shop.connection
      .collection('orders')
      .updateOne({ _id: new Types.ObjectId(orderId) }, { $unset: { invoice: '' } });
    const counters = shop.connection.collection('counters');
    const before = (await counters.findOne({ _id: 'invoice' as never }))!.seq as number;
    const head = await shop.connection.collection('zatca_chain').findOne({});

    const later = new Date(Date.now() + 2 * 60_000);
    expect(await shop.app.get(InvoicesService).issueMissing(later)).toBe(1);
    // The same document: no number taken, the chain where it was.
    expect(await invoiceOf(user.token, orderId)).toEqual(invoice);
    expect((await counters.findOne({ _id: 'invoice' as never }))!.seq).toBe(before);
    expect(await shop.connection.collection('zatca_chain').findOne({})).toEqual(head);
  });

  it('leaves an unpaid order without an invoice and answers 409 for its PDF', async () => {
    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: filter._id, quantity: 1 });
    const { order } = await placeOrder(shop, user.token);
    expect(await invoiceOf(user.token, order._id)).toBeUndefined();
    const response = await shop.api
      .get(`/api/order/myOrders/${order._id}/invoice`)
      .set('token', user.token)
      .expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'INVOICE_NOT_ISSUED',
      message: 'The order is not paid yet: its invoice is issued once it is paid.',
    });
  });

  it('serves the PDF to the owner and to admins only, with every field and the QR code', async () => {
    const { user, orderId } = await paidOrder(shop, filter._id, 3, { fullname: 'سارة الحربي' });
    const invoice = (await invoiceOf(user.token, orderId))!;
    const response = await shop.api
      .get(`/api/order/myOrders/${orderId}/invoice`)
      .set('token', user.token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number}.pdf"`,
    );
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, qrCodes } = await readInvoicePdf(pdf);
    for (const expected of [
      'Simplified Tax Invoice',
      SELLER.SELLER_NAME_EN,
      SELLER.SELLER_VAT_NUMBER,
      SELLER.SELLER_ADDRESS,
      invoice.number,
      'Oil filter',
      'VAT 15%',
      '30.00', // unit price without VAT
      '13.50', // VAT of the line
      '103.50', // line total
      'Total excluding VAT',
      '90.00 SAR',
      '13.50 SAR',
      '103.50 SAR',
    ]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    // The Arabic words come back as Arabic letters (extraction reads them word by word).
    for (const word of ['فاتورة', 'ضريبية', 'مبسطة', 'الضريبي', 'الحربي']) {
      expect({ word, found: text.includes(word) }).toEqual({ word, found: true });
    }
    expect(qrCodes).toEqual([invoice.qr]);

    // Someone else's order is not found; an admin gets the same invoice.
    const stranger = await loggedInUser(shop);
    await shop.api
      .get(`/api/order/myOrders/${orderId}/invoice`)
      .set('token', stranger.token)
      .expect(404);
    await shop.api
      .get(`/api/order/allOrders/${orderId}/invoice`)
      .set('token', user.token)
      .expect(403);
    await shop.api.get(`/api/order/allOrders/${orderId}/invoice`).expect(401);
    const byAdmin = await shop.api
      .get(`/api/order/allOrders/${orderId}/invoice`)
      .set('token', admin)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect((await readInvoicePdf(byAdmin.body as Buffer)).qrCodes).toEqual([invoice.qr]);
    await shop.api
      .get('/api/order/allOrders/000000000000000000000000/invoice')
      .set('token', admin)
      .expect(404);
    await shop.api.get('/api/order/allOrders/nope/invoice').set('token', admin).expect(400);
  }, 60000);
});
