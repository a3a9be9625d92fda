import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { VALIDATION } from '@shop/shared';
import { startTestApp, type TestApp } from './support/app';

describe('the API foundation', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => shop.close());

  /** A POST of `body` exactly as given, declared as `contentType`. */
  const postRaw = (path: string, contentType: string, body: string) =>
    shop.api.post(path).set('Content-Type', contentType).send(body);

  it('reports its health and the database', async () => {
    const response = await shop.api.get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers unknown API paths with 404 in the error envelope', async () => {
    const response = await shop.api.get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/no-such-thing',
    });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await postRaw(
      '/api/message/addMessage',
      'application/json',
      '{"name": ',
    ).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'JSON_INVALID',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each(['null', '[]', '"name"', '42'])(
    'refuses the JSON body %s, which is no object of fields',
    async (body) => {
      const response = await postRaw('/api/message/addMessage', 'application/json', body).expect(
        400,
      );
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'JSON_OBJECT_REQUIRED',
        message: 'The request body must be a JSON object of fields.',
      });
    },
  );

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await postRaw(
      '/api/message/addMessage',
      'application/json',
      JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) }),
    ).expect(413);
    expect(response.body.statusCode).toBe(413);
    expect(response.body.message).toMatch(/too large/);
  });

  it('reads an empty JSON body as no body, so the form rules answer', async () => {
    const response = await postRaw('/api/user/login', 'application/json', '').expect(400);
    expect(response.body.message).toBe(VALIDATION.emailRequired);
  });

  it('refuses bodies of a type it does not read with 415', async () => {
    const response = await postRaw('/api/user/login', 'text/plain', 'email=a@b.cd').expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      code: 'JSON_REQUIRED',
      message: 'Send the request body as JSON.',
    });
  });

  it('refuses a multipart form where the call takes JSON, with 415', async () => {
    const response = await shop.api
      .post('/api/user/login')
      .field('email', 'a@b.cd')
      .field('password', 'secret123')
      .expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      code: 'JSON_REQUIRED',
      message: 'Send the request body as JSON.',
    });
  });

  /** A POST of exactly these bytes (supertest would send a Buffer declared JSON as JSON). */
  const postBytes = (url: string, headers: Record<string, string>, payload: Buffer) =>
    shop.app.inject({ method: 'POST', url, headers, payload });

  it('refuses a body whose bytes are not UTF-8 as such', async () => {
    const notUtf8 = Buffer.concat([
      Buffer.from('{"email":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@b.cd"}'),
    ]);
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
      const response = await postBytes('/api/user/login', { 'content-type': contentType }, notUtf8);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'BODY_NOT_UTF8',
        message: 'The request body must be UTF-8.',
      });
    }
  });

  it('reads a compressed body, and refuses one its Content-Encoding does not describe', async () => {
    const json = { 'content-type': 'application/json' };
    const compressed = await postBytes(
      '/api/user/login',
      { ...json, 'content-encoding': 'gzip' },
      gzipSync('{"email":"a@b.cd"}'),
    );
    const plain = await postBytes('/api/user/login', json, Buffer.from('{"email":"a@b.cd"}'));
    // The email was read: only the password is missing.
    expect(compressed.statusCode).toBe(400);
    expect(Object.keys(compressed.json().errors)).toEqual(['password']);
    expect(compressed.json()).toEqual(plain.json());

    // A few KB that would unpack to more than 1 MB are refused as the 1 MB itself would be.
    const bomb = await postBytes(
      '/api/message/addMessage',
      { ...json, 'content-encoding': 'gzip' },
      gzipSync(JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) })),
    );
    expect(bomb.statusCode).toBe(413);

    const notGzip = await postBytes(
      '/api/user/login',
      { ...json, 'content-encoding': 'gzip' },
      Buffer.from('{"a":1}'),
    );
    expect(notGzip.statusCode).toBe(400);
    expect(notGzip.json()).toEqual({
      statusCode: 400,
      code: 'BODY_ENCODING_INVALID',
      message: 'The body does not match its Content-Encoding.',
    });
    const unknown = await postBytes(
      '/api/user/login',
      { ...json, 'content-encoding': 'zip' },
      Buffer.from('{"a":1}'),
    );
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().code).toBe('BODY_ENCODING_UNSUPPORTED');
  });

  it('lets a long part of a path reach its call, and refuses what no call can read', async () => {
    const longId = await shop.api.get(`/api/product/getCarById/${'a'.repeat(150)}`).expect(400);
    expect(longId.body.code).toBe('ID_INVALID');

    const tooLong = await shop.api.post(`/api/unsubscribe/${'a'.repeat(1001)}`).expect(414);
    expect(tooLong.body).toEqual({
      statusCode: 414,
      code: 'PATH_PART_TOO_LONG',
      message: 'A part of the address is too long.',
    });
    const malformed = await shop.api.post('/api/unsubscribe/%E0%A4%A').expect(400);
    expect(malformed.body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request could not be carried out. Check what you entered and try again.',
    });
  });

  it('takes a path with a trailing slash as the same path', async () => {
    const response = await shop.api.get('/api/health/').expect(200);
    expect(response.body.status).toBe('ok');
  });

  it('never shows a stack trace', async () => {
    const response = await shop.api
      .get('/api/%E0%A4%A')
      .expect((res) => expect(res.status).toBeLessThan(500));
    expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });

  it('sends security headers', async () => {
    const response = await shop.api.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the configured CORS origins only', async () => {
    const allowed = await shop.api.get('/api/health').set('Origin', 'https://partner.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await shop.api.get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const document = await shop.api.get('/api/openapi.json').expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(document.body.paths['/api/health'].get.responses).toHaveProperty('503');
    const ui = await shop.api.get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('serves uploaded files at /uploads and 404s missing ones in the envelope', async () => {
    mkdirSync(join(shop.uploadDir, 'products'), { recursive: true });
    writeFileSync(join(shop.uploadDir, 'products', 'a.txt'), 'stored file');
    const file = await shop.api.get('/uploads/products/a.txt').expect(200);
    expect(file.text).toBe('stored file');
    const missing = await shop.api.get('/uploads/products/none.png').expect(404);
    expect(missing.body.statusCode).toBe(404);
    expect(file.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('keeps dotfiles and files outside the uploads folder to itself', async () => {
    writeFileSync(join(shop.uploadDir, '.secret'), 'hidden');
    const dotfile = await shop.api.get('/uploads/.secret').expect(404);
    expect(dotfile.body.statusCode).toBe(404);
    const outside = join(shop.uploadDir, '..', `outside-${process.pid}.txt`);
    writeFileSync(outside, 'not an upload');
    try {
      for (const path of [`..%2foutside-${process.pid}.txt`, `%2e%2e/outside-${process.pid}.txt`]) {
        const climbing = await shop.api.get(`/uploads/${path}`);
        expect([403, 404]).toContain(climbing.status);
        expect(climbing.body.statusCode).toBe(climbing.status);
      }
    } finally {
      rmSync(outside);
    }
  });
});

describe('serving the built web app', () => {
  let shop: TestApp;

  beforeAll(async () => {
    const webDist = join(tmpdir(), `shop-web-${process.pid}`);
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shop app</title>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
    shop = await startTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(() => shop.close());

  it('serves the app at /', async () => {
    const response = await shop.api.get('/').set('Accept', 'text/html').expect(200);
    expect(response.text).toContain('shop app');
  });

  it('falls back to the app for deep links', async () => {
    const response = await shop.api.get('/productDetails/x').set('Accept', 'text/html').expect(200);
    expect(response.text).toContain('shop app');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await shop.api.get('/assets/app-1234.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never answers API paths with the app', async () => {
    const response = await shop.api
      .get('/api/productDetails/x')
      .set('Accept', 'text/html')
      .expect(404);
    expect(response.body.statusCode).toBe(404);
  });
});
