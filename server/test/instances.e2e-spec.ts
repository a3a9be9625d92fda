import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import request from 'supertest';
import { mongo } from 'mongoose';
import { DEMO_CATEGORIES, DEMO_PACKAGES, DEMO_PRODUCTS } from '../src/seed/demo-catalog.data';
import { VEHICLE_CATALOG } from '../src/vehicles/vehicle-catalog.data';
import { ADMIN, loggedInUser } from './support/accounts';
import type { TestApp } from './support/app';
import { addProduct, adminToken, createCategory, pathOf } from './support/catalog';
import { png } from './support/images';
import {
  addToCart,
  answerThreeDSecure,
  myOrder,
  placeOrder,
  returnFromPayment,
} from './support/orders';
import { RoundRobinProxy } from './support/round-robin-proxy';
import { S3TestStore } from './support/s3-test-store';
import { TcpProxy } from './support/tcp-proxy';
import { listeningPort, runServer, type ServerProcess, waitFor } from './support/server-processes';

const INSTANCES = 3;

/** What the API helpers need of a shop: requests to one base URL. */
const shopAt = (url: string) => ({ api: request(url) }) as unknown as TestApp;

/**
 * Three built servers started at the same moment on one fresh database and one S3 bucket,
 * behind a round robin that sends each request to the next instance: what
 * `docker compose up --scale server=3` runs.
 */
describe('several instances on one database', () => {
  let s3: S3TestStore;
  let bucket: string;
  let db: mongo.MongoClient;
  const proxy = new RoundRobinProxy();
  let databaseGate: TcpProxy;
  let servers: ServerProcess[] = [];
  let ports: number[] = [];
  /** Through the round robin. */
  let shop: TestApp;

  beforeAll(async () => {
    s3 = S3TestStore.connect();
    bucket = await s3.createBucket();
    await proxy.start();
    // The database is reached through a relay that holds every connection while the servers
    // boot: they all wait for it, and meet it in the same instant once it opens, start-up tasks
    // and all.
    const database = new URL(process.env.MONGODB_URI!);
    databaseGate = new TcpProxy(database.hostname, Number(database.port));
    databaseGate.pause();
    await databaseGate.start();
    database.host = `127.0.0.1:${databaseGate.port}`;
    const env = {
      MONGODB_URI: database.toString(),
      DB_TIMEOUT_MS: '60000',
      PORT: '0',
      PUBLIC_URL: proxy.url,
      LOG_LEVEL: 'log',
      SEED_DEMO: 'true',
      JWT_SECRET: 'one-secret-shared-by-every-instance-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST_DIR: join(tmpdir(), 'no-web-app'),
      ...s3.env(bucket),
    };
    servers = Array.from({ length: INSTANCES }, () => runServer(env));
    // Each instance's driver opens one connection and waits for the database's first answer.
    await waitFor(() => databaseGate.waiting >= INSTANCES, 60_000);
    databaseGate.resume();
    await waitFor(
      () =>
        servers.every((server) => server.output().includes('The shop is running')) ||
        servers.some((server) => server.child.exitCode !== null),
      180_000,
    ).catch(() => undefined);
    ports = servers.map((server) => listeningPort(server)!);
    proxy.upstreams = ports;
    shop = shopAt(proxy.url);
    db = await mongo.MongoClient.connect(process.env.MONGODB_URI!);
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await proxy.stop();
    await databaseGate?.stop();
    await db?.db().dropDatabase();
    await db?.close();
    s3?.close();
  }, 60_000);

  it('all start at once on a fresh database without a crash, and seed it exactly once', async () => {
    for (const server of servers) {
      expect({
        exitCode: server.child.exitCode,
        started: listeningPort(server) !== undefined,
      }).toEqual({ exitCode: null, started: true });
      expect(server.output()).not.toMatch(/E11000|duplicate key|could not start/i);
    }
    for (const port of ports) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
    }
    const count = (collection: string, filter = {}) =>
      db.db().collection(collection).countDocuments(filter);
    expect({
      categories: await count('categories'),
      products: await count('products'),
      packages: await count('packages'),
      carbrands: await count('carbrands'),
      vehiclemodels: await count('vehiclemodels'),
      admins: await count('users', { role: 'admin' }),
      users: await count('users'),
    }).toEqual({
      categories: Object.keys(DEMO_CATEGORIES).length,
      products: DEMO_PRODUCTS.length,
      packages: DEMO_PACKAGES.length,
      carbrands: VEHICLE_CATALOG.length,
      vehiclemodels: VEHICLE_CATALOG.flatMap((make) => make.models).length,
      admins: 1,
      users: 1,
    });
    // Nothing stored by an instance that lost a race is left behind: the bucket holds exactly
    // the objects the records name.
    const named = new Set<string>();
    const addKeys = (image: Record<string, string>) =>
      ['key', 'thumbKey', 'detailKey'].forEach((field) => image[field] && named.add(image[field]));
    for (const product of await db.db().collection('products').find().toArray())
      product.image.forEach(addKeys);
    for (const pack of await db.db().collection('packages').find().toArray())
      pack.images.forEach(addKeys);
    for (const brand of await db.db().collection('carbrands').find().toArray())
      addKeys(brand.carBrandLogo);
    expect(await s3.keys(bucket)).toEqual([...named].sort());
  });

  it('serves shoppers through the round robin: register, log in, fill a cart, order and pay', async () => {
    const products = (await shop.api.get('/api/product/getAllProducts').expect(200)).body.products;
    const packages = (await shop.api.get('/api/package/allPackages').expect(200)).body.packages;
    const firstRequest = proxy.log.length;

    const shopper = async (index: number) => {
      const user = await loggedInUser(shop);
      await addToCart(shop, user.token, { productId: products[index]._id, quantity: 2 });
      await addToCart(shop, user.token, { packageId: packages[index]._id, quantity: 1 });
      const cart = await shop.api
        .get('/api/cart/getCartWithTotalPrice')
        .set('token', user.token)
        .expect(200);
      expect(cart.body.cart.items).toHaveLength(2);
      const { order, payment } = await placeOrder(shop, user.token);
      expect(order.totalPrice).toBe(cart.body.cart.totalPrice);
      const page = await shop.api.get(pathOf(payment.source.transaction_url)).expect(200);
      expect(page.text).toContain('SAR');
      const callback = await answerThreeDSecure(shop, payment.source.transaction_url, 'approve');
      expect(callback.origin).toBe(proxy.url);
      const result = await returnFromPayment(shop, callback);
      expect(result).toContain(`/payment/result?order=${order._id}`);
      expect(await myOrder(shop, user.token, order._id)).toMatchObject({ paymentStatus: 'paid' });
      const after = await shop.api
        .get('/api/cart/getCartWithTotalPrice')
        .set('token', user.token)
        .expect(200);
      expect(after.body.cart.items).toEqual([]);
    };
    await Promise.all([0, 1, 2].map(shopper));

    // Each request met the next instance, so every step of a shopper's way crossed instances.
    const served = proxy.log.slice(firstRequest).map((entry) => entry.upstream);
    expect(served.length).toBeGreaterThan(30);
    served.forEach((upstream, index) => {
      if (index > 0) expect(upstream).toBe((served[index - 1] + 1) % INSTANCES);
    });
    expect(new Set(served).size).toBe(INSTANCES);
    const paid = await db.db().collection('orders').countDocuments({ paymentStatus: 'paid' });
    expect(paid).toBe(3);
  }, 120_000);

  it('serves an image uploaded through one instance from every other, and deletes it from all', async () => {
    const [first, second, third] = ports.map((port) => shopAt(`http://127.0.0.1:${port}`));
    const token = await adminToken(first);
    const category = await createCategory(first, token, 'Lighting');
    const picture = png(600, [250, 200, 20]);
    const product = await addProduct(first, token, { category: category._id }, [picture]);
    const path = pathOf(product.image[0].secure_url);
    for (const other of [second, third]) {
      const served = await other.api.get(path).expect(200);
      expect(Buffer.compare(served.body, picture)).toBe(0);
    }
    const key = path.replace('/uploads/', '');
    expect(await s3.keys(bucket, 'products/')).toContain(key);

    await third.api
      .delete(`/api/product/deleteProduct/${product._id}`)
      .set('token', token)
      .expect(200);
    expect(await s3.keys(bucket, 'products/')).not.toContain(key);
    await first.api.get(path).expect(404);
    expect(
      await db
        .db()
        .collection('products')
        .countDocuments({ _id: new Types.ObjectId(product._id) }),
    ).toBe(0);
  });

  it('holds the per-client limit on contact messages across the instances (10 an hour)', async () => {
    const message = {
      name: 'Sara',
      email: 'sara@example.com',
      description: 'Do you ship to Abha?',
    };
    const statuses: number[] = [];
    for (let sent = 0; sent < 11; sent += 1) {
      statuses.push((await shop.api.post('/api/message/addMessage').send(message)).status);
    }
    // The eleven requests met every instance in turn, and together they know the client.
    expect(new Set(proxy.log.slice(-11).map((entry) => entry.upstream)).size).toBe(INSTANCES);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
