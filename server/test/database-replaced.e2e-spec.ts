import { ADMIN, ADMIN_ENV, newAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';

/**
 * A database emptied (or replaced by an empty one) under a running server gets back, without a
 * restart, what the shop keeps in it: the indexes that hold its uniqueness rules, the admin and
 * the vehicle catalog.
 */
describe('when the database is emptied under a running server', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ ...ADMIN_ENV, DB_PREPARED_CHECK_INTERVAL: '1s' });
  });
  afterAll(() => shop.close());

  /** Polls `check` until it holds, for at most 20 seconds; answers whether it did. */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await check().catch(() => false)) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  }

  const adminLogsIn = async () =>
    (await shop.api.post('/api/user/login').send(ADMIN)).status === 200;
  const emailIndexed = async () =>
    (await shop.connection.db!.collection('users').indexes()).some(
      (index) => index.unique && index.key.email === 1,
    );

  const makesListed = async () => {
    const answer = await shop.api.get('/api/vehicles/makes');
    return answer.status === 200 && JSON.stringify(answer.body).includes('Toyota');
  };

  it('builds the indexes and the admin again: ten registrations of one email make one account', async () => {
    expect(await adminLogsIn()).toBe(true);
    await shop.connection.dropDatabase();

    expect(await eventually(emailIndexed)).toBe(true);
    expect(await eventually(adminLogsIn)).toBe(true);
    expect(await eventually(makesListed)).toBe(true);

    const account = newAccount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        shop.api
          .post('/api/user/register')
          .send({ ...account, mobile: `+96655${String(index).padStart(7, '0')}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...new Array(9).fill(409)]);
    expect(
      await shop.connection.db!.collection('users').countDocuments({ email: account.email }),
    ).toBe(1);
  });
});
