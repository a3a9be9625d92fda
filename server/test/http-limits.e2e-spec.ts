import { startTestApp, type TestApp } from './support/app';
import {
  answerOf,
  closeOpenConnections,
  listen,
  openRequest,
  rawConnection,
  settlesWithin,
} from './support/raw-http';

/** Time enough for a limit of a second or two to act; nothing here measures how long it took. */
const WAIT_MS = 15_000;

/**
 * The HTTP server's own limits, before any route runs: clients that trickle their request are
 * answered 408 and cut off, a client address holds a bounded number of connections, and what
 * Node refuses itself is answered in the API's envelope.
 */
describe('HTTP limits', () => {
  afterEach(closeOpenConnections);
  describe('on direct clients', () => {
    let shop: TestApp;
    let port: number;

    beforeAll(async () => {
      shop = await startTestApp({
        HTTP_REQUEST_TIMEOUT: '2s',
        HTTP_HEADERS_TIMEOUT: '1s',
        HTTP_MAX_CONNECTIONS_PER_CLIENT: '3',
      });
      port = await listen(shop);
    });
    afterAll(() => shop.close());

    it('answers 408 and closes the connection of a body trickled past HTTP_REQUEST_TIMEOUT', async () => {
      const request = openRequest(port, '/api/user/login', {
        'Content-Type': 'application/json',
        'Content-Length': 1000,
      });
      const trickle = setInterval(() => request.write(' '), 200);
      const answer = await answerOf(request, WAIT_MS);
      clearInterval(trickle);
      request.destroy();
      expect(answer?.status).toBe(408);
      expect(answer!.headers.connection).toBe('close');
      expect(JSON.parse(answer!.body)).toEqual({
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'The request took too long. Please try again.',
      });
    });

    it('closes a connection whose headers never end, after HTTP_HEADERS_TIMEOUT', async () => {
      const client = rawConnection(port);
      await client.connected;
      client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n');
      const trickle = setInterval(() => client.socket.write('X-Slow: 1\r\n'), 200);
      const closed = await settlesWithin(client.closed, WAIT_MS);
      clearInterval(trickle);
      expect(closed).toBe(true);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('caps the connections of one client address at HTTP_MAX_CONNECTIONS_PER_CLIENT: one more is answered 429 and closed', async () => {
      const held = [rawConnection(port), rawConnection(port), rawConnection(port)];
      await Promise.all(held.map((client) => client.connected));
      const extra = rawConnection(port);
      expect(await settlesWithin(extra.closed, WAIT_MS)).toBe(true);
      const [head, body] = extra.received().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 429 /);
      expect(head).toContain('Retry-After: 1');
      expect(JSON.parse(body)).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });

      // The held ones still work, and once one closes another may open.
      held[0].socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
      expect(await settlesWithin(held[0].closed, WAIT_MS)).toBe(true);
      expect(held[0].received()).toMatch(/^HTTP\/1\.1 200 /);
      const next = rawConnection(port);
      next.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
      expect(await settlesWithin(next.closed, WAIT_MS)).toBe(true);
      expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
    });

    it('answers headers too large with 431 in the error envelope', async () => {
      const client = rawConnection(port);
      await client.connected;
      client.socket.write(
        `GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(await settlesWithin(client.closed, WAIT_MS)).toBe(true);
      const [head, body] = client.received().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(body)).toEqual({
        statusCode: 431,
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message: 'The request headers are too large.',
      });
    });
  });

  describe('behind a proxy named in TRUST_PROXY', () => {
    let shop: TestApp;
    let port: number;

    beforeAll(async () => {
      shop = await startTestApp({ TRUST_PROXY: 'loopback', HTTP_MAX_CONNECTIONS_PER_CLIENT: '3' });
      port = await listen(shop);
    });
    afterAll(() => shop.close());

    it("does not cap the proxy's connections per address: it speaks for many clients", async () => {
      const clients = Array.from({ length: 6 }, () => rawConnection(port));
      await Promise.all(clients.map((client) => client.connected));
      for (const client of clients) {
        client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
      }
      await Promise.all(clients.map((client) => settlesWithin(client.closed, WAIT_MS)));
      for (const client of clients) expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    });
  });
});
