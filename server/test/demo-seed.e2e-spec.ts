import { startTestApp, type TestApp } from './support/app';
import { pathOf } from './support/catalog';

describe('the demo seed of npm start', () => {
  let shop: TestApp;
  // Seeding draws and stores some fifty pictures: slow on a busy machine.
  beforeAll(async () => {
    shop = await startTestApp({ SEED_DEMO: 'true' });
  }, 90_000);

  afterAll(() => shop.close());

  it('fills an empty shop with a believable catalog whose images are served', async () => {
    const categories = await shop.api.get('/api/category').expect(200);
    expect(categories.body.categories.length).toBeGreaterThanOrEqual(5);
    const products = (await shop.api.get('/api/product/getAllProducts').expect(200)).body.products;
    expect(products.length).toBeGreaterThanOrEqual(30);
    const specific = products.filter(
      (p: { carDetails?: { agency?: string } }) => p.carDetails?.agency,
    );
    expect(
      new Set(specific.map((p: { carDetails: { agency: string } }) => p.carDetails.agency)).size,
    ).toBeGreaterThanOrEqual(8);
    expect(products.some((p: { carEngine?: string }) => p.carEngine)).toBe(true);
    const picture = await shop.api.get(pathOf(products[0].image[0].secure_url)).expect(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');

    const packages = (await shop.api.get('/api/package/allPackages').expect(200)).body.packages;
    expect(packages.map((p: { mileage: number }) => p.mileage)).toEqual([
      80000, 40000, 20000, 10000, 5000,
    ]);
    expect(packages.every((p: { products: unknown[] }) => p.products.length >= 2)).toBe(true);
  });

  it('offers a demo admin login', async () => {
    await shop.api
      .post('/api/user/login')
      .send({ email: 'admin@shop.test', password: 'admin12345' })
      .expect(200);
  });

  it('seeds only once', async () => {
    const second = await startTestApp({ SEED_DEMO: 'true', MONGODB_URI: process.env.MONGODB_URI! });
    try {
      const products = (await second.api.get('/api/product/getAllProducts').expect(200)).body
        .products;
      expect(products.length).toBe(
        (await shop.api.get('/api/product/getAllProducts')).body.products.length,
      );
    } finally {
      await second.app.close();
    }
  });
});
