import { readdirSync } from 'node:fs';
import { loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { png } from './support/images';
import { answerOf, closeOpenConnections, listen, openRequest } from './support/raw-http';

const BOUNDARY = 'shop-upload-limits';

/** The start of a file part of a multipart form (its bytes follow). */
const filePart = (field: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
  'Content-Type: image/png\r\n\r\n';

/**
 * Uploads are counted while they stream: a route's file count and the size of each file are the
 * multipart reader's limits for that request, so a form past them is refused as soon as it passes
 * one, before the rest of it is read, and nothing of it is kept.
 */
describe('upload limits', () => {
  let shop: TestApp;
  let port: number;
  let user: { token: string };
  /** What the upload folder held before (the car brands' logos, seeded at start). */
  let uploadsBefore: string[];

  beforeAll(async () => {
    shop = await startTestApp();
    port = await listen(shop);
    user = await loggedInUser(shop);
    uploadsBefore = uploads();
  });
  afterEach(closeOpenConnections);
  afterAll(() => shop.close());

  /** A car registration whose form is sent as far as `sent`, announcing 20 MB. */
  function carForm(sent: Buffer[]) {
    const request = openRequest(port, '/api/car/registerUserCar', {
      token: user.token,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': 20 * 1024 * 1024,
    });
    for (const chunk of sent) request.write(chunk);
    return request;
  }

  const uploads = () => readdirSync(shop.uploadDir, { recursive: true }).map(String).sort();
  const nothingKept = async () => {
    const cars = await shop.api.get('/api/car/userCars').set('token', user.token).expect(200);
    expect(cars.body.cars).toEqual([]);
    expect(uploads()).toEqual(uploadsBefore);
  };

  it('refuses a second logo on a one-logo route as it begins: 413 TOO_MANY_IMAGES, the rest unread', async () => {
    const request = carForm([
      Buffer.from(filePart('logo', 'front.png')),
      png(),
      Buffer.from(`\r\n${filePart('logo', 'side.png')}`),
      Buffer.alloc(64 * 1024),
    ]);
    const answer = await answerOf(request, 10_000);
    request.destroy();
    expect(answer).not.toBeNull();
    expect(answer!.status).toBe(413);
    expect(JSON.parse(answer!.body)).toEqual({
      statusCode: 413,
      code: 'TOO_MANY_IMAGES',
      message: 'At most 1 image per request.',
      params: { max: '1' },
    });
    await nothingKept();
  });

  it('refuses a file at its first byte past 5 MB, the rest unread', async () => {
    const request = carForm([
      Buffer.from(filePart('logo', 'huge.png')),
      png(),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const answer = await answerOf(request, 10_000);
    request.destroy();
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).code).toBe('IMAGE_TOO_LARGE');
    await nothingKept();
  });
});
