import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mongo } from 'mongoose';
import request from 'supertest';
import { ADMIN, loggedInUser } from './support/accounts';
import type { TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { addToCart, orderRequest } from './support/orders';
import { listeningPort, runServer, type ServerProcess, waitFor } from './support/server-processes';

const SHOPPERS = 20;
const USES = 5;

/** What the API helpers need of a shop: requests to one base URL. */
const shopAt = (url: string) => ({ api: request(url) }) as unknown as TestApp;

/**
 * A coupon of 5 uses, and 20 shoppers placing their orders with it at the same moment, half on
 * each of two built servers over one database: exactly 5 orders get it, the others are refused
 * with 409 COUPON_USED_UP and leave nothing behind.
 */
describe('a coupon of 5 uses on two server processes', () => {
  let servers: ServerProcess[] = [];
  let shops: TestApp[] = [];
  let uploadDir: string;
  let db: mongo.MongoClient;

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
    const env = {
      MONGODB_URI: process.env.MONGODB_URI,
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'log',
      SEED_DEMO: 'false',
      JWT_SECRET: 'one-secret-shared-by-every-instance-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_MAX_REGISTRATIONS_PER_HOUR: '1000',
      UPLOAD_DIR: uploadDir,
      WEB_DIST_DIR: join(uploadDir, 'no-web-app'),
    };
    servers = [runServer(env), runServer(env)];
    await waitFor(
      () =>
        servers.every((server) => listeningPort(server) !== undefined) ||
        servers.some((server) => server.child.exitCode !== null),
      180_000,
    );
    shops = servers.map((server) => shopAt(`http://127.0.0.1:${listeningPort(server)}`));
    db = await mongo.MongoClient.connect(process.env.MONGODB_URI!);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await db?.db().dropDatabase();
    await db?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }, 60_000);

  it('gives its 5 uses to 5 of 20 orders placed at once, and refuses the others with 409', async () => {
    const [first, second] = shops;
    const admin = await adminToken(first);
    const category = await createCategory(first, admin);
    const product = await addProduct(first, admin, {
      category: category._id,
      price: '99.99',
      stock: '100',
    });
    const created = await first.api
      .post('/api/coupons')
      .set('token', admin)
      .send({ code: 'FIVE', type: 'percent', value: 10, maxUses: USES, active: true })
      .expect(201);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const shop = index % 2 === 0 ? first : second;
        const shopper = await loggedInUser(shop);
        await addToCart(shop, shopper.token, { productId: product._id, quantity: 1 });
        // Every one sees the code apply: none of its uses is held yet.
        await shop.api
          .post('/api/cart/coupon')
          .set('token', shopper.token)
          .send({ code: 'five' })
          .expect(201);
        return { shop, token: shopper.token };
      }),
    );

    const answers = await Promise.all(
      shoppers.map(({ shop, token }) =>
        shop.api.post('/api/order/addOrder').set('token', token).send(orderRequest()),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(USES);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: SHOPPERS - USES }, () => [409, 'COUPON_USED_UP']),
    );
    // Each placed order has its discount: 10% of 99.99 is 10.00 (9.999 rounded half up).
    for (const answer of placed) {
      expect(answer.body.order).toMatchObject({
        totalPrice: 89.99,
        discounts: [{ code: 'FIVE', amount: 10 }],
      });
    }
    const coupon = (
      await second.api.get('/api/coupons').set('token', admin).expect(200)
    ).body.coupons.find((one: { _id: string }) => one._id === created.body.coupon._id);
    expect(coupon.uses).toBe(USES);
    // The refused left nothing: 5 orders, 5 uses, and the stock of 5 units taken.
    const orders = db.db().collection('orders');
    expect(await orders.countDocuments()).toBe(USES);
    expect(await db.db().collection('coupon_uses').countDocuments()).toBe(USES);
    const stock = (await first.api.get(`/api/product/getCarById/${product._id}`).expect(200)).body
      .product.stock;
    expect(stock).toBe(100 - USES);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":50|ERROR/);
  });
});
