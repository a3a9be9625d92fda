import { startTestApp, type TestApp } from './support/app';
import { TcpProxy } from './support/tcp-proxy';

/** The database goes away under a running server, then comes back. */
describe('when the database goes down', () => {
  let shop: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const database = new URL(process.env.MONGODB_URI!);
    proxy = new TcpProxy(database.hostname, Number(database.port || 27017));
    await proxy.start();
    const throughProxy = new URL(database.toString());
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    shop = await startTestApp({ MONGODB_URI: throughProxy.toString(), DB_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await proxy.start();
    await shop.close();
    await proxy.stop();
  });

  it('answers 503 within 5 seconds, then recovers by itself when the database returns', async () => {
    await shop.api.get('/api/health').expect(200);

    await proxy.stop();
    const started = Date.now();
    const down = await shop.api.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable. Please try again shortly.',
    });
    expect(Date.now() - started).toBeLessThan(5000);

    await proxy.start();
    const deadline = Date.now() + 20000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await shop.api.get('/api/health')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
  }, 40000);
});
