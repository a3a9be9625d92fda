import { rmSync } from 'node:fs';
import { register } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';

const MESSAGE = { name: 'Visitor', email: 'visitor@example.com', description: 'Hello there' };

/** Limits are counted in the database: every instance of the shop and every restart shares them. */
describe('rate limits across server instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Two instances of the shop on one database, as behind a load balancer.
    first = await startTestApp();
    second = await startTestApp();
  });
  afterAll(async () => {
    await second.app.close();
    rmSync(second.uploadDir, { recursive: true, force: true });
    await first.close();
  });

  it('share the contact-message limit of a client', async () => {
    for (let i = 0; i < 10; i += 1) {
      const shop = i % 2 === 0 ? first : second;
      await shop.api.post('/api/message/addMessage').send(MESSAGE).expect(201);
    }
    for (const shop of [first, second]) {
      const refused = await shop.api.post('/api/message/addMessage').send(MESSAGE).expect(429);
      expect(refused.body.message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
  });

  it('share the login back-off, and keep it over a restart', async () => {
    const owner = await register(first);
    for (let i = 0; i < 10; i += 1) {
      const shop = i % 2 === 0 ? first : second;
      await shop.api
        .post('/api/user/login')
        .send({ email: owner.email, password: 'guess-1234' })
        .expect(401);
    }
    const login = (shop: TestApp) =>
      shop.api.post('/api/user/login').send({ email: owner.email, password: owner.password });
    await login(first).expect(429);
    await login(second).expect(429);
    const restarted = await startTestApp();
    try {
      await login(restarted).expect(429);
    } finally {
      await restarted.app.close();
      rmSync(restarted.uploadDir, { recursive: true, force: true });
    }
  });
});
