import { loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';

/** `count` keys of `{"k0":0,"k1":0,...}`: under 1 MB, but tens of thousands of values. */
const manyKeys = (count: number) =>
  `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;

describe('hostile request bodies', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const postJson = (path: string, body: string) =>
    shop.api.post(path).set('Content-Type', 'application/json').send(body);

  /** How long /api/health takes while three `hostile` requests are being answered. */
  async function healthTimeOnce(hostile: () => Promise<unknown>): Promise<number> {
    const attacks = [hostile(), hostile(), hostile()];
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = performance.now();
    await shop.api.get('/api/health').expect(200);
    const healthMs = performance.now() - started;
    await Promise.all(attacks);
    return healthMs;
  }

  /**
   * The best of three such measures: a stall the attack causes slows every one of them, while a
   * machine busy with other tests (CI runs them side by side on two cores) slows one now and then.
   */
  async function healthTimeDuring(hostile: () => Promise<unknown>): Promise<number> {
    const times: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) times.push(await healthTimeOnce(hostile));
    return Math.min(...times);
  }

  it('refuses a body of 70,000 keys at once, without stalling other requests', async () => {
    const body = manyKeys(70_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const response = await postJson('/api/user/register', body).expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      code: 'BODY_TOO_MANY_FIELDS',
      message: 'An object in the request body has more than 100 fields.',
      params: { max: '100' },
    });
    expect(await healthTimeDuring(() => postJson('/api/user/register', body))).toBeLessThan(100);
  });

  it('refuses a body with a huge array at once, without stalling other requests', async () => {
    const body = JSON.stringify({ productIds: new Array(300_000).fill(0) });
    expect(body.length).toBeLessThan(1024 * 1024);
    const response = await postJson('/api/cart/addToCart', body).expect(413);
    expect(response.body.message).toBe('A list in the request body has more than 1000 items.');
    expect(await healthTimeDuring(() => postJson('/api/cart/addToCart', body))).toBeLessThan(100);
  });

  it('refuses many values spread over small objects', async () => {
    const list = Array.from({ length: 900 }, () => ({ a: 1, b: 2 }));
    const body = JSON.stringify({ first: list, second: list, third: list });
    const response = await postJson('/api/user/login', body).expect(413);
    expect(response.body.message).toBe('The request body holds more than 5000 values.');
  });

  it.each([
    ['arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['objects', `{"email":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`],
  ])('answers 400, not 500, to %s nested thousands of levels deep', async (_kind, body) => {
    const response = await postJson('/api/user/login', body).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'BODY_TOO_DEEP',
      message: 'The request body is nested too deeply (at most 16 levels).',
      params: { max: '16' },
    });
  });

  it('holds form bodies and query strings to the same limits', async () => {
    const form = Array.from({ length: 5000 }, (_, i) => `k${i}=1`).join('&');
    const byForm = await shop.api
      .post('/api/user/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(form)
      .expect(413);
    expect(byForm.body.message).toBe('An object in the request body has more than 100 fields.');
    const query = Array.from({ length: 500 }, (_, i) => `k${i}=1`).join('&');
    const byQuery = await shop.api.get(`/api/product/getAllProducts?${query}`).expect(413);
    expect(byQuery.body.message).toBe('An object in the query string has more than 100 fields.');
  });

  it('holds multipart forms to the same limits, whatever their field names build', async () => {
    const { token } = await loggedInUser(shop);
    const send = (field: string) =>
      shop.api
        .post('/api/car/registerUserCar')
        .set('token', token)
        .field('mileage', '1000')
        .field(field, 'x');
    const sparse = await send('carDetails[model][99999999]').expect(413);
    expect(sparse.body).toEqual({
      statusCode: 413,
      code: 'BODY_LIST_TOO_LONG',
      message: 'A list in the request body has more than 1000 items.',
      params: { max: '1000' },
    });
    const deep = await send(`carDetails${'[a]'.repeat(30)}`).expect(400);
    expect(deep.body.message).toBe('The request body is nested too deeply (at most 16 levels).');
    expect(await healthTimeDuring(() => send('carDetails[model][99999999]'))).toBeLessThan(100);
  });

  it.each([
    '/api/category',
    '/api/product/getAllProducts',
    '/api/package/allPackages',
    `/api/product/prouctsByCategory/${'a'.repeat(24)}`,
  ])('answers absurd paging on %s with 400 and the range', async (path) => {
    for (const [query, message] of [
      [`page=${'9'.repeat(20)}`, 'page must be at most 10000'],
      ['page=10001&limit=5', 'page must be at most 10000'],
      ['page=Infinity', 'page must be a whole number'],
      ['page=1e308', 'page must be a whole number'],
      [`page=1&limit=${'9'.repeat(20)}`, 'limit must be at most 100'],
    ]) {
      const response = await shop.api.get(`${path}?${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    }
    const last = await shop.api.get(`${path}?page=10000&limit=100`).expect(200);
    expect(last.body.total).toBe(0);
    // A parameter sent twice is a list: refused as no whole number, not also as out of range.
    const twice = await shop.api.get(`${path}?page=1&page=2`).expect(400);
    expect(twice.body.errors).toEqual({ page: ['page must be a whole number'] });
  });

  it('still takes ordinary bodies', async () => {
    const response = await postJson(
      '/api/user/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
    ).expect(401);
    expect(response.body.message).toBe('Incorrect email or password.');
  });
});
