import { register } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { SmtpInbox } from './support/smtp-inbox';

/**
 * Attacks on accounts. The app trusts the test's loopback address as a proxy, so each request
 * can say which client it comes from (X-Forwarded-For), as the shop's nginx does.
 */
describe('accounts under attack', () => {
  let shop: TestApp;
  let inbox: SmtpInbox;
  let clients = 0;
  /** A client address of its own for each caller, so tests do not share per-client limits. */
  const newClient = () => {
    clients += 1;
    return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  beforeAll(async () => {
    inbox = new SmtpInbox();
    shop = await startTestApp({
      TRUST_PROXY: '127.0.0.1/8, ::1',
      SMTP_URL: await inbox.start(),
      MAIL_FROM: 'Shop <shop@test.local>',
    });
  });
  afterAll(async () => {
    await shop.close();
    await inbox.stop();
  });

  const users = () => shop.connection.collection('users');
  const login = (client: string, email: string, password: string) =>
    shop.api.post('/api/user/login').set('X-Forwarded-For', client).send({ email, password });
  const forgetCode = (client: string, email: string) =>
    shop.api.patch('/api/user/forget_code').set('X-Forwarded-For', client).send({ email });
  const resetPassword = (client: string, email: string, code: string) =>
    shop.api
      .put('/api/user/reset_password')
      .set('X-Forwarded-For', client)
      .send({ email, code, password: 'taken-over-1' });
  const codeIn = async (email: string) =>
    /: (\d{6})/.exec((await inbox.lastMailTo(email)).text!)![1];

  describe('lock-outs', () => {
    it('asking for codes is no failed login: a dozen requests leave the owner able to log in', async () => {
      const owner = await register(shop);
      const stranger = newClient();
      const home = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await forgetCode(stranger, owner.email)).status);
      }
      // The stranger may ask for a few codes, then is slowed down; the owner is not.
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual(new Array(7).fill(429));
      for (const client of [home, stranger]) {
        await login(client, owner.email, owner.password).expect(200);
      }
      await forgetCode(home, owner.email).expect(200);
    });

    it("a stranger's failed logins slow the stranger down, never the owner", async () => {
      const owner = await register(shop);
      const stranger = newClient();
      for (let i = 0; i < 10; i += 1) await login(stranger, owner.email, 'guess-1234').expect(401);
      const refused = await login(stranger, owner.email, owner.password).expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Please try again in 1 minute.',
        params: { count: '1', unit: 'minute' },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await login(newClient(), owner.email, owner.password).expect(200);
    });

    it('backs off longer after each further failure, up to 15 minutes, and a success clears it', async () => {
      const owner = await register(shop);
      const client = newClient();
      const backoff = shop.connection.collection('rate_limits.auth-backoff');
      /** Lets the current wait run out, as if its time had passed. */
      const waitOut = () =>
        backoff.updateMany({}, { $set: { expire: new Date(Date.now() - 1000) } });
      for (let i = 0; i < 10; i += 1) await login(client, owner.email, 'guess-1234').expect(401);
      const waits: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        waits.push(Number((await login(client, owner.email, 'x-guess-1')).headers['retry-after']));
        await waitOut();
        await login(client, owner.email, 'guess-1234').expect(401);
      }
      const minutes = waits.map((seconds) => Math.round(seconds / 60));
      expect(minutes).toEqual([1, 2, 4, 8, 15, 15]);
      await waitOut();
      await login(client, owner.email, owner.password).expect(200);
      // Counting starts afresh: one failure does not wait.
      await login(client, owner.email, 'guess-1234').expect(401);
      await login(client, owner.email, owner.password).expect(200);
    });

    it('checks no more passwords when the guesses arrive all at once', async () => {
      const owner = await register(shop);
      const client = newClient();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(client, owner.email, `guess-${i}-x`)),
      );
      const checked = answers.filter((answer) => answer.status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(10);
      expect(checked).toBeLessThanOrEqual(11);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - checked);
    });
  });

  describe('reset codes', () => {
    it('no timing lets more than five guesses at one code be checked', async () => {
      const owner = await register(shop);
      await forgetCode(newClient(), owner.email).expect(200);
      const code = await codeIn(owner.email);
      const wrong = (i: number) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0');
      const guesses = Array.from({ length: 20 }, (_, i) =>
        resetPassword(newClient(), owner.email, wrong(i)),
      );
      guesses.push(resetPassword(newClient(), owner.email, code));
      const answers = await Promise.all(guesses);
      expect(answers.map((answer) => answer.status)).toEqual(new Array(21).fill(400));
      expect((await users().findOne({ email: owner.email }))!.passwordReset).toBeUndefined();
      await login(newClient(), owner.email, owner.password).expect(200);
    });

    it('answers known and unknown emails in the same time, and still mails the code', async () => {
      const known = await Promise.all(Array.from({ length: 15 }, () => register(shop)));
      const timeOf = async (email: string) => {
        const started = performance.now();
        await forgetCode(newClient(), email).expect(200);
        const took = performance.now() - started;
        // What the server does after answering must not be counted in the next measurement.
        await new Promise((resolve) => setTimeout(resolve, 100));
        return took;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (const [i, account] of known.entries()) {
        knownTimes.push(await timeOf(account.email));
        unknownTimes.push(await timeOf(`nobody.${i}.${Date.now()}@example.com`));
      }
      const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1];
      expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(15);
      for (const account of known) expect(await codeIn(account.email)).toMatch(/^\d{6}$/);
    });
  });

  it('limits the failures of one client across emails per day', async () => {
    const limited = await startTestApp({
      TRUST_PROXY: '127.0.0.1/8, ::1',
      AUTH_MAX_FAILURES_PER_CLIENT_PER_DAY: '3',
    });
    try {
      const owner = await register(limited);
      const send = (email: string, password: string) =>
        limited.api
          .post('/api/user/login')
          .set('X-Forwarded-For', '203.0.113.9')
          .send({ email, password });
      for (let i = 0; i < 3; i += 1) {
        await send(`someone.${i}@example.com`, 'guess-1234').expect(401);
      }
      await send(owner.email, owner.password).expect(429);
      await limited.api
        .post('/api/user/login')
        .set('X-Forwarded-For', '203.0.113.10')
        .send({ email: owner.email, password: owner.password })
        .expect(200);
    } finally {
      await limited.app.close();
    }
  });
});
