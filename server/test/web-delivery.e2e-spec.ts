import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import { startTestApp, type TestApp } from './support/app';

/** The build's compression step, run over a built app of our own. */
const COMPRESS = join(__dirname, '..', '..', 'scripts', 'compress-web.mjs');

/** The answer's bytes (superagent decodes Brotli and gzip on the way). */
const raw = (response: { body: unknown }) => response.body as Buffer;
/** Bytes on the wire: the length of the copy the build wrote. */
const wireLength = (response: { headers: Record<string, string> }) =>
  Number(response.headers['content-length']);
function keepRaw(
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) {
  // superagent hands the raw stream to a parser (its type names the finished response).
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('the web app as `npm start` delivers it', () => {
  let shop: TestApp;
  const webDist = join(tmpdir(), `shop-web-delivery-${process.pid}`);
  const script = `console.log(${JSON.stringify('the shop '.repeat(400))});`;
  const html = `<!doctype html><title>shop app</title>${'<!-- padding -->'.repeat(100)}`;
  /** Home as the build draws it in each language (scripts/prerender-home.mjs). */
  const home = {
    en: `<!doctype html><html lang="en"><p>Quality spare parts</p>${'<!-- padding -->'.repeat(100)}`,
    ar: `<!doctype html><html lang="ar"><p>قطع غيار عالية الجودة</p>${'<!-- padding -->'.repeat(100)}`,
  };

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), html);
    for (const [language, page] of Object.entries(home)) {
      writeFileSync(join(webDist, `home-${language}.html`), page);
    }
    writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), script);
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
    execFileSync(process.execPath, [COMPRESS, webDist]);
    shop = await startTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    shop.api
      .get(path)
      .set('Accept', 'text/html,*/*')
      .set('Accept-Encoding', acceptEncoding)
      .buffer(true)
      .parse(keepRaw)
      .expect(200);

  it('answers assets in Brotli, else gzip, else as they are, cached for a year', async () => {
    const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(raw(brotli).toString()).toBe(script);
    expect(wireLength(brotli)).toBe(statSync(join(webDist, 'assets', 'index-AbC123.js.br')).size);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);

    const gzip = await get('/assets/index-AbC123.js', 'gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(raw(gzip).toString()).toBe(script);
    expect(wireLength(gzip)).toBe(statSync(join(webDist, 'assets', 'index-AbC123.js.gz')).size);

    const plain = await get('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain).toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html compressed too, checked again on every visit', async () => {
    for (const path of ['/about', '/products?page=2']) {
      const brotli = await get(path, 'br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(raw(brotli).toString()).toBe(html);
      expect(wireLength(brotli)).toBe(statSync(join(webDist, 'index.html.br')).size);
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    }
    const gzip = await get('/cart', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(raw(gzip).toString()).toBe(html);
    expect(wireLength(gzip)).toBe(statSync(join(webDist, 'index.html.gz')).size);
    const plain = await get('/cart', 'identity');
    expect(raw(plain).toString()).toBe(html);
  });

  it("answers Home drawn in the reader's language: a link's first, else the app's cookie", async () => {
    const homeIn = async (path: string, cookie?: string) => {
      const answer = get(path, 'br');
      const response = await (cookie ? answer.set('Cookie', cookie) : answer);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['vary']).toMatch(/cookie/i);
      return raw(response).toString();
    };
    expect(await homeIn('/')).toBe(home.en);
    expect(await homeIn('/', 'theme=dark; lang=ar')).toBe(home.ar);
    expect(await homeIn('/?lang=ar')).toBe(home.ar);
    expect(await homeIn('/?lang=en', 'lang=ar')).toBe(home.en);
    // A language the shop does not have is no choice: the cookie's, else English.
    expect(await homeIn('/?lang=fr', 'lang=ar')).toBe(home.ar);
    expect(await homeIn('/', 'lang=fr')).toBe(home.en);

    // Every other page is the app alone, whatever the language: it draws them itself.
    const products = await get('/products', 'identity').set('Cookie', 'lang=ar');
    expect(raw(products).toString()).toBe(html);
    expect(products.headers['vary']).not.toMatch(/cookie/i);
  });

  it("answers the API's larger answers compressed to a browser that takes it", async () => {
    // The OpenAPI document stands for any answer of 1 KB or more (a page of products is 74 KB).
    const brotli = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    const document = raw(brotli).toString();
    expect(JSON.parse(document)).toHaveProperty('openapi');

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(raw(gzip).toString()).toBe(document);

    const plain = await get('/api/openapi.json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain).toString()).toBe(document);
  });

  it('answers /robots.txt as a robots file, not the app', async () => {
    const response = await get('/robots.txt', 'identity');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(raw(response).toString()).toContain('User-agent: *');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is delivered by the nginx of the Docker image the same way', () => {
    const nginx = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
    expect(nginx).toMatch(/^\s*gzip on;/m);
    expect(nginx).toMatch(/^\s*gzip_static on;/m);
    expect(nginx).toMatch(
      /location \/assets\/ \{\s*add_header Cache-Control "public, max-age=31536000, immutable";/,
    );
    expect(nginx).toMatch(/location \/ \{\s*add_header Cache-Control "no-cache";/);
    // nginx compresses the API's answers itself, rather than the API instances.
    expect(nginx.match(/proxy_set_header Accept-Encoding "";/g)).toHaveLength(2);
    // Home in the reader's language, chosen as the server chooses it.
    expect(nginx).toMatch(/map "\$arg_lang:\$cookie_lang" \$home_page \{/);
    expect(nginx).toMatch(/location = \/ \{[^}]*try_files \$home_page \/index\.html;/);
  });
});
