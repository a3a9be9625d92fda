import { login, newAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';

/** Hashes made by bcryptjs, which the shop used before: 2.x wrote $2a$, 3.x writes $2b$. */
const BCRYPTJS_HASHES = {
  '2a': '$2a$10$LMLRHCEBJmMimSXVG7G9VeE5UEPi45Utl7oCDVfkSlWYHbNjUcW8S',
  '2b': '$2b$10$p6hYrJCkwxqCZQKQkD0XheBnN/gx5oHt6wZWsgAiRn6a7Gk0VBocK',
};

/**
 * What an anonymous caller can make the server spend on passwords: a registration or login costs
 * a bcrypt hash, so taken accounts are refused before hashing, registrations are limited per
 * client, and the hashes running at once in a process are bounded.
 */
describe('the cost of registering', () => {
  describe('with one hash at a time and none waiting', () => {
    let shop: TestApp;

    beforeAll(async () => {
      shop = await startTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' });
    });
    afterAll(() => shop.close());

    const registerAll = (accounts: object[]) =>
      Promise.all(accounts.map((account) => shop.api.post('/api/user/register').send(account)));

    it('refuses hashes beyond the slot with 503 SERVER_BUSY and Retry-After, keeping nothing of them', async () => {
      const accounts = Array.from({ length: 12 }, () => newAccount());
      const answers = await registerAll(accounts);
      const busy = answers.filter((answer) => answer.status === 503);
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.length + answers.filter((a) => a.status === 201).length).toBe(12);
      for (const answer of busy) {
        expect(answer.body).toEqual({
          statusCode: 503,
          code: 'SERVER_BUSY',
          message: 'The server is busy. Please try again in a moment.',
        });
        expect(answer.headers['retry-after']).toBe('1');
      }
      // A refused registration left no account: it goes through when tried again alone.
      const refused = accounts.filter((_, index) => answers[index].status === 503);
      for (const account of refused) {
        await shop.api.post('/api/user/register').send(account).expect(201);
      }
    });

    it('refuses a taken email or mobile before hashing: a burst of them is all 409, none 503', async () => {
      const taken = newAccount();
      await shop.api.post('/api/user/register').send(taken).expect(201);
      const answers = await registerAll([
        ...Array.from({ length: 10 }, () => newAccount({ email: taken.email })),
        ...Array.from({ length: 10 }, () => newAccount({ mobile: taken.mobile })),
      ]);
      expect(answers.map((answer) => answer.body.code)).toEqual([
        ...new Array(10).fill('EMAIL_TAKEN'),
        ...new Array(10).fill('MOBILE_TAKEN'),
      ]);
    });

    it('logs in with passwords that bcryptjs hashed ($2a$ and $2b$)', async () => {
      for (const [version, passwordHash] of Object.entries(BCRYPTJS_HASHES)) {
        const account = newAccount();
        await shop.connection.collection('users').insertOne({
          name: account.name,
          email: account.email,
          mobile: account.mobile,
          passwordHash,
          role: 'user',
          language: 'en',
        });
        expect({ version, token: await login(shop, account.email, 'secret12') }).toEqual({
          version,
          token: expect.any(String),
        });
      }
    });
  });

  describe('per client address', () => {
    let shop: TestApp;

    beforeAll(async () => {
      shop = await startTestApp({ AUTH_MAX_REGISTRATIONS_PER_HOUR: '3' });
    });
    afterAll(() => shop.close());

    it('allows AUTH_MAX_REGISTRATIONS_PER_HOUR tries, then answers 429 with Retry-After', async () => {
      const taken = newAccount();
      await shop.api.post('/api/user/register').send(taken).expect(201);
      // Refused tries count too: each cost the server its checks.
      await shop.api.post('/api/user/register').send(taken).expect(409);
      await shop.api.post('/api/user/register').send(newAccount()).expect(201);
      const refused = await shop.api.post('/api/user/register').send(newAccount()).expect(429);
      expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    });
  });
});
