import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../src/users/admin-account';
import { runServer as run, waitFor } from './support/server-processes';

describe('the server process', () => {
  /** A seller as production needs it: named, registered, with its National Address. */
  const seller = {
    SELLER_NAME: 'مؤسسة الاختبار',
    SELLER_VAT_NUMBER: '310122393500003',
    SELLER_ADDRESS: 'Jeddah',
    SELLER_ID: '4030000000',
    SELLER_STREET: 'Prince Sultan St',
    SELLER_BUILDING_NUMBER: '2322',
    SELLER_DISTRICT: 'Al Khalidiyah',
    SELLER_CITY: 'Jeddah',
    SELLER_POSTAL_CODE: '23423',
  };
  const baseEnv = {
    MONGODB_URI: process.env.MONGODB_URI,
    UPLOAD_DIR: join(tmpdir(), `shop-process-${process.pid}`),
    SEED_DEMO: 'false',
    PORT: '0',
  };

  it('refuses to start in production without a strong JWT_SECRET, saying why', async () => {
    for (const secret of [undefined, 'short-secret']) {
      const server = run({ ...baseEnv, NODE_ENV: 'production', JWT_SECRET: secret });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        'JWT_SECRET must be set to at least 32 characters in production',
      );
    }
  });

  it('refuses to start in production without e-invoicing, saying what to set', async () => {
    const server = run({
      ...baseEnv,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-of-at-least-32-chars',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...seller,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ZATCA_API_URL with ZATCA_KEY_ENCRYPTION_KEY');
  });

  it('logs one JSON line per request without tokens or passwords, and shuts down gracefully', async () => {
    const server = run({
      ...baseEnv,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-of-at-least-32-chars',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...seller,
      // Onboarding not done yet: documents wait, nothing is reported (nothing listens there).
      ZATCA_API_URL: 'http://127.0.0.1:9/e-invoicing/simulation',
      ZATCA_KEY_ENCRYPTION_KEY: 'a-key-encryption-key-of-32-characters',

      LOG_LEVEL: 'log',
    });
    try {
      await waitFor(() => server.output().includes('The shop is running'), 20000);
      const port = /"Listening on port (\d+)"/.exec(server.output())?.[1];
      expect(port).toBeDefined();
      const response = await fetch(`http://127.0.0.1:${port}/api/health?token=secret-query-token`, {
        headers: { token: 'secret-header-token' },
      });
      expect(response.status).toBe(200);
      await fetch(`http://127.0.0.1:${port}/api/nope`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer secret-bearer' },
        body: JSON.stringify({ password: 'secret-password' }),
      });
      await waitFor(() => server.output().includes('/api/nope'), 5000);

      const requestLines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request completed"'))
        .map((line) => JSON.parse(line));
      expect(
        requestLines.map(({ req, res, responseTime }) => ({
          method: req.method,
          path: req.path,
          status: res.statusCode,
          responseTime,
        })),
      ).toEqual([
        { method: 'GET', path: '/api/health', status: 200, responseTime: expect.any(Number) },
        { method: 'POST', path: '/api/nope', status: 404, responseTime: expect.any(Number) },
      ]);
      expect(server.output()).not.toMatch(/secret-(query-token|header-token|bearer|password)/);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe('SIGTERM');
      expect(server.output()).toContain('Shut down cleanly after SIGTERM');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 40000);

  it('names the demo admin it makes in its log, never with a password', async () => {
    const server = run({ ...baseEnv, SEED_DEMO: 'true', LOG_LEVEL: 'log' });
    try {
      await waitFor(() => server.output().includes('The shop is running'), 60000);
      expect(server.output()).toContain('Demo admin account: admin@shop.test');
      expect(server.output()).not.toContain(DEMO_ADMIN.password);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90000);
});
