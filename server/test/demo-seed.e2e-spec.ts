import { loggedInUser, login } from './support/accounts';
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
    // Parts fit cars of many makes, each several, over ranges of years; some fit every car.
    const makes = new Set(
      products.flatMap((p: { fitments?: { make: string }[] }) =>
        (p.fitments ?? []).map((fitment) => fitment.make),
      ),
    );
    expect(makes.size).toBeGreaterThanOrEqual(8);
    expect(products.some((p: { carEngine?: string }) => p.carEngine)).toBe(true);
    expect(products.some((p: { universal?: boolean }) => p.universal)).toBe(true);
    const pads = products.find((p: { partNumber?: string }) => p.partNumber === '04465-33471');
    expect(pads).toMatchObject({
      manufacturer: 'Toyota Genuine',
      oemNumbers: ['04465-33480', '04465-06090'],
      fitments: [
        {
          make: 'Toyota',
          makeAr: 'تويوتا',
          model: 'Camry',
          modelAr: 'كامري',
          yearFrom: 2018,
          yearTo: 2023,
        },
        { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023 },
      ],
    });
    const picture = await shop.api.get(pathOf(products[0].image[0].secure_url)).expect(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    // Drawn without words: the same picture reads in Arabic and English.
    const drawing = picture.text || Buffer.from(picture.body as Buffer).toString();
    expect(drawing).toContain('<svg');
    expect(drawing).not.toContain('<text');

    const packages = (await shop.api.get('/api/package/allPackages').expect(200)).body.packages;
    expect(packages.map((p: { mileage: number }) => p.mileage)).toEqual([
      80000, 40000, 20000, 10000, 10000, 5000,
    ]);
    for (const pack of packages) {
      expect(pack.products.length).toBeGreaterThanOrEqual(2);
      // Its price is its parts and labour, less a saving (which its text states).
      const saving = pack.partsPrice + pack.labourPrice - pack.price;
      expect(saving).toBeGreaterThanOrEqual(0);
      expect(pack.description).toContain(`You save SAR ${saving}`);
    }
    // Packages are for the cars their parts fit: the Corolla service is for the Corolla only.
    const corolla = packages.find((p: { name: string }) => p.name.includes('Corolla'));
    expect(corolla.fitments).toEqual([
      expect.objectContaining({ make: 'Toyota', model: 'Corolla', yearFrom: 2019, yearTo: 2024 }),
    ]);
  });

  it('offers a demo admin login', async () => {
    await shop.api
      .post('/api/user/login')
      .send({ email: 'admin@shop.test', password: 'admin12345' })
      .expect(200);
  });

  it('delivers to Riyadh, Jeddah, Makkah, Madinah, the Eastern Province and Qassim only', async () => {
    const admin = await login(shop, 'admin@shop.test', 'admin12345');
    const zones = (await shop.api.get('/api/shipping/zones').set('token', admin).expect(200)).body
      .zones as { name: string; cities: string[]; fee: number; minDays: number }[];
    expect(zones.map((zone) => zone.name)).toEqual([
      'Riyadh',
      'Jeddah, Makkah and Madinah',
      'Eastern Province',
      'Qassim',
    ]);
    const { token } = await loggedInUser(shop);
    for (const city of ['Riyadh', 'Jeddah', 'Makkah', 'Madinah', 'Dammam', 'Buraidah']) {
      const quote = await shop.api.get('/api/shipping/quote').set('token', token).query({ city });
      expect([city, quote.status, quote.body.fee > 0, quote.body.minDays >= 1]).toEqual([
        city,
        200,
        true,
        true,
      ]);
    }
    const tabuk = await shop.api
      .get('/api/shipping/quote')
      .set('token', token)
      .query({ city: 'Tabuk' });
    expect(tabuk.body).toMatchObject({ statusCode: 400, code: 'CITY_NOT_SERVED' });
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
