import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DrawnPages, type Reader } from './drawn-pages';

/**
 * A drawing worker that answers at once with the address, its language and the how-manieth page
 * it drew; it never answers `never` pages and blocks its thread on `stuck` ones. The real one,
 * which draws the app's screens, is tested with the built app in test/drawn-pages.e2e-spec.ts.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
let drawn = 0;
parentPort.on('message', ({ id, address, wide }) => {
  if (address.includes('never')) return;
  if (address.includes('stuck')) for (;;);
  drawn += 1;
  parentPort.postMessage({ id, page: [workerData.language, wide, address, drawn].join(' ') });
});
`;

const PHONE_EN: Reader = { language: 'en', wide: false };
const ORIGIN = 'http://127.0.0.1:1';

describe('DrawnPages', () => {
  let buildDir: string;
  let pages: DrawnPages;

  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'drawn-pages-'));
    mkdirSync(join(buildDir, 'dist'));
    mkdirSync(join(buildDir, 'dist-ssr'));
    writeFileSync(join(buildDir, 'dist-ssr', 'draw-worker.js'), WORKER);
    pages = DrawnPages.of(join(buildDir, 'dist'))!;
  });
  afterEach(async () => {
    await pages.stop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const text = async (address: string, reader = PHONE_EN) =>
    (await pages.page(address, reader, ORIGIN))?.identity.toString();

  it('is there only when the build has its drawing worker', () => {
    expect(DrawnPages.of(join(tmpdir(), 'no-such-build', 'dist'))).toBeUndefined();
  });

  it("draws the catalog's screens with the parameters they read, nothing else", () => {
    for (const address of [
      '/products',
      '/products?keywords=brake+pads&page=2&lang=ar',
      '/products?brand=Toyota&model=Camry&year=2020&engine=2.5L&minPrice=10&inStock=true',
      '/products?category=0123456789abcdef01234567&all=true&partNumber=04465-33471',
      '/productDetails/0123456789abcdef01234567?brand=Toyota&year=2020',
    ]) {
      expect([address, DrawnPages.draws(address)]).toEqual([address, true]);
    }
    for (const address of [
      '/',
      '/cart',
      '/products/extra',
      '/productDetails',
      '/products?keywords=pads&utm_source=mail',
      '/productDetails/0123456789abcdef01234567?keywords=pads',
      `/products?keywords=${'x'.repeat(600)}`,
    ]) {
      expect([address, DrawnPages.draws(address)]).toEqual([address, false]);
    }
  });

  it('keeps a drawn page for the next reader of the same language and screen', async () => {
    expect(await text('/products')).toBe('en false /products 1');
    expect(await text('/products')).toBe('en false /products 1');
    expect(await text('/products', { language: 'en', wide: true })).toBe('en true /products 2');
    expect(await text('/products', { language: 'ar', wide: false })).toBe('ar false /products 1');
    const copies = await pages.page('/products', PHONE_EN, ORIGIN);
    expect(copies?.br).toBeDefined();
    expect(copies?.gzip).toBeDefined();
  });

  it('draws at most ten new pages a second, answering none for the rest', async () => {
    const drawn: (string | undefined)[] = [];
    for (let index = 0; index < 12; index++) drawn.push(await text(`/products?page=${index}`));
    expect(drawn.slice(0, 10).every((page) => page !== undefined)).toBe(true);
    expect(drawn.slice(10)).toEqual([undefined, undefined]);
    // Pages already drawn are still answered.
    expect(await text('/products?page=3')).toBe('en false /products?page=3 4');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await text('/products?page=11')).toBe('en false /products?page=11 11');
  });

  it('answers none to a reader after two seconds without a page', async () => {
    const started = performance.now();
    expect(await text('/products?keywords=never')).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('stops a worker stuck on a page, rather than keeping readers waiting behind it', async () => {
    expect(await text('/products?keywords=stuck')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    // Without a worker for a while, readers get no page at once, instead of after two seconds.
    const started = performance.now();
    expect(await text('/products?keywords=after')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
    // The other language's worker draws on.
    expect(await text('/products', { language: 'ar', wide: false })).toBe('ar false /products 1');
  }, 20_000);
});
