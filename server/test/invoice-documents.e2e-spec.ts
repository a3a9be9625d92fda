import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { binaryBody, paidOrder } from './support/invoices';

/**
 * An invoice PDF is made once and kept (it never changes): served the same bytes every time,
 * with an ETag a client may revalidate, and rendered at most INVOICE_RENDER_CONCURRENCY at once.
 */
describe('invoice documents', () => {
  let shop: TestApp;
  let admin: string;
  let item: string;

  beforeAll(async () => {
    shop = await startTestApp({
      ...ADMIN_ENV,
      INVOICE_RENDER_CONCURRENCY: '1',
      INVOICE_RENDER_QUEUE: '0',
    });
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Documented parts'))._id;
    item = (await addProduct(shop, admin, { category, name: 'Brake hose', price: '75' }))._id;
  });
  afterAll(() => shop.close());

  const invoice = (token: string, orderId: string) =>
    shop.api
      .get(`/api/order/myOrders/${orderId}/invoice`)
      .set('token', token)
      .buffer(true)
      .parse(binaryBody);
  const documents = () => shop.connection.collection('order_documents');

  it('makes the PDF once and keeps it: every request gets the same bytes', async () => {
    const { user, orderId } = await paidOrder(shop, item);
    const first = await invoice(user.token, orderId).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await Promise.all(
      Array.from({ length: 5 }, () => invoice(user.token, orderId).expect(200)),
    );
    for (const answer of again) expect((answer.body as Buffer).equals(first.body)).toBe(true);
    const admins = await shop.api
      .get(`/api/order/allOrders/${orderId}/invoice`)
      .set('token', admin)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect((admins.body as Buffer).equals(first.body)).toBe(true);
    expect(await documents().countDocuments({ kind: 'invoice-pdf' })).toBe(1);
  });

  it('answers 304 without the PDF to a client that has it (If-None-Match), its owner only', async () => {
    const { user, orderId } = await paidOrder(shop, item);
    const first = await invoice(user.token, orderId).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const fresh = await invoice(user.token, orderId).set('If-None-Match', etag).expect(304);
    expect(fresh.body).toEqual(Buffer.alloc(0));
    expect(fresh.headers.etag).toBe(etag);
    await invoice(user.token, orderId).set('If-None-Match', '"something-else"').expect(200);
    await shop.api
      .get(`/api/order/allOrders/${orderId}/invoice`)
      .set('token', admin)
      .set('If-None-Match', etag)
      .expect(304);

    // Someone else's order is not found, whatever they send.
    const stranger = await loggedInUser(shop);
    const refused = await shop.api
      .get(`/api/order/myOrders/${orderId}/invoice`)
      .set('token', stranger.token)
      .set('If-None-Match', etag)
      .expect(404);
    expect(refused.body.code).toBe('ORDER_NOT_FOUND');
  });

  it('renders at most INVOICE_RENDER_CONCURRENCY at once: beyond, 503 SERVER_BUSY with Retry-After', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await paidOrder(shop, item));
    const answers = await Promise.all(
      orders.map(({ user, orderId }) => invoice(user.token, orderId)),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + answers.filter((a) => a.status === 200).length).toBe(6);
    for (const answer of busy) {
      expect(JSON.parse((answer.body as Buffer).toString())).toEqual({
        statusCode: 503,
        code: 'SERVER_BUSY',
        message: 'The server is busy. Please try again in a moment.',
      });
      expect(answer.headers['retry-after']).toBe('1');
    }
    // Asked again one at a time, each is made.
    for (const { user, orderId } of orders) await invoice(user.token, orderId).expect(200);
  });

  it("keeps an invoiced order's documents when an admin deletes it: it is archived", async () => {
    const { user, orderId } = await paidOrder(shop, item);
    await invoice(user.token, orderId).expect(200);
    const kept = { _id: `${orderId}:invoice-pdf` as never };
    expect(await documents().countDocuments(kept)).toBe(1);
    await shop.api.delete(`/api/order/deleteOrder/${orderId}`).set('token', admin).expect(200);
    expect(await documents().countDocuments(kept)).toBe(1);
    await invoice(user.token, orderId).expect(200);
  });
});
