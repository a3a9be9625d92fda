import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';

/** The web app as `npm run build` leaves it, with its drawing worker beside it. */
const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile Safari/537.36';
const COMPUTER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

/** The screen drawn into a page (web/src/drawn-page.ts): #root's content, none if not drawn. */
const drawnScreen = (page: string) =>
  /<div id="root"><div inert style="display: contents">([\s\S]*)<\/div><\/div>/.exec(page)?.[1];
/** The data a drawn page carries for the app, as the server's API answered it. */
const drawnQueries = (page: string) => {
  const json = /<script type="application\/json" id="drawn-queries">(.*?)<\/script>/.exec(page);
  return json
    ? (JSON.parse(json[1]) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
    : undefined;
};

describe('the catalog drawn per request (Products and a product)', () => {
  let shop: TestApp;
  let product: { _id: string; name: string };

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, '..', 'dist-ssr', 'draw-worker.js'))) {
      throw new Error('These tests need the built web app: npm run build');
    }
    shop = await startTestApp({ ...ADMIN_ENV, WEB_DIST_DIR: WEB_DIST });
    const token = await adminToken(shop);
    const category = await createCategory(shop, token, 'Filters and fluids');
    product = await addProduct(shop, token, {
      category: category._id,
      name: 'Cabin air filter',
      nameAr: 'فلتر هواء المقصورة',
      description: 'Activated carbon cabin filter',
      descriptionAr: 'فلتر مقصورة بالكربون النشط',
      price: '85',
      stock: '12',
      manufacturer: 'Denso',
    });
  });
  afterAll(() => shop.close());

  const page = (address: string, userAgent = PHONE) =>
    shop.api.get(address).set('Accept', 'text/html').set('User-Agent', userAgent).expect(200);

  it('answers Products with its list already in the page, and the data the app draws it from', async () => {
    const response = await page('/products');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['vary']).toMatch(/Cookie/);
    expect(response.headers['vary']).toMatch(/User-Agent/);
    const screen = drawnScreen(response.text);
    expect(screen).toContain('Filters and fluids');
    expect(screen).toContain('Denso');
    // Intl writes a no-break space between the currency and the amount.
    expect(screen).toMatch(/SAR\s85\.00/);
    expect(response.text).toMatch(/<html lang="en" dir="ltr">/);
    const queries = drawnQueries(response.text)?.queries ?? [];
    expect(JSON.stringify(queries.map((query) => query.state.data))).toContain(product._id);
    // The page names the screen's code for its entry to fetch once the page is in.
    expect(response.text).toMatch(/<script [^>]*data-app="[^"]*\/assets\/ProductsPage-/);
    expect(response.text).not.toContain('<link rel="stylesheet"');
  });

  it('answers a product drawn in Arabic for an Arabic reader, by link or by cookie', async () => {
    for (const request of [
      page(`/productDetails/${product._id}?lang=ar`),
      page(`/productDetails/${product._id}`).set('Cookie', 'lang=ar'),
    ]) {
      const response = await request;
      expect(response.text).toMatch(/<html lang="ar" dir="rtl">/);
      expect(drawnScreen(response.text)).toContain('فلتر هواء المقصورة');
    }
    const english = await page(`/productDetails/${product._id}`);
    expect(drawnScreen(english.text)).toContain('Cabin air filter');
    expect(drawnScreen(english.text)).not.toContain('فلتر هواء المقصورة');
  });

  it("draws the categories closed on a phone's screen and open on a computer's", async () => {
    const sidebar = (text: string) => /<nav id="categories-sidebar"[^>]*>/.exec(text)?.[0];
    expect(sidebar((await page('/products')).text)).toMatch(/hidden/);
    const wide = await page('/products', COMPUTER);
    expect(sidebar(wide.text)).toBeDefined();
    expect(sidebar(wide.text)).not.toMatch(/hidden/);
  });

  it('answers a logged-in shopper the plain app, which draws their own list', async () => {
    const response = await page('/products').set('Cookie', 'lang=en; signedIn=1');
    expect(drawnScreen(response.text)).toBeUndefined();
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('answers the plain app where nothing can be drawn: a missing product, an odd address', async () => {
    for (const address of [
      '/productDetails/0123456789abcdef01234567',
      '/productDetails/not-an-id',
      `/products?keywords=${'x'.repeat(600)}`,
    ]) {
      const response = await page(address);
      expect(drawnScreen(response.text)).toBeUndefined();
      expect(response.text).toContain('<div id="root"></div>');
    }
  });

  it('answers a drawn page compressed to a browser that takes it', async () => {
    const response = await shop.api
      .get('/products?lang=ar')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br')
      .set('User-Agent', PHONE)
      .buffer(true)
      .parse((stream, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    // superagent has decoded it on the way.
    expect(drawnScreen((response.body as Buffer).toString())).toContain('فلتر هواء المقصورة');
  });
});
