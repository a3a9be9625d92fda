import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { ADMIN_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, pathOf } from './support/catalog';
import { png } from './support/images';
import { S3TestStore } from './support/s3-test-store';

/** The key under which an answered image URL is stored. */
const keyOf = (url: string) => pathOf(url).replace(/^\/uploads\//, '');

describe('images in an S3-compatible store (STORAGE=s3)', () => {
  let s3: S3TestStore;
  let bucket: string;
  let shop: TestApp;
  let admin: string;
  let categoryId: string;

  beforeAll(async () => {
    s3 = S3TestStore.connect();
    bucket = await s3.createBucket();
    shop = await startTestApp({ ...ADMIN_ENV, ...s3.env(bucket) });
    admin = await adminToken(shop);
    categoryId = (await createCategory(shop, admin))._id;
  }, 240_000);

  afterAll(async () => {
    await shop?.close();
    s3?.close();
  });

  it('stores an upload and its WebP renditions in the bucket and serves them at /uploads', async () => {
    const original = png(1200);
    const product = await addProduct(shop, admin, { category: categoryId }, [original]);
    const [image] = product.image as {
      secure_url: string;
      thumb_url: string;
      detail_url: string;
    }[];
    expect(image.secure_url).toMatch(/^http:\/\/localhost:3000\/uploads\/products\/.+\.png$/);

    const keys = [image.secure_url, image.thumb_url, image.detail_url].map(keyOf);
    expect(await s3.keys(bucket, 'products/')).toEqual([...keys].sort());
    const stored = await s3.read(bucket, keys[0]);
    expect(Buffer.compare(stored.body, original)).toBe(0);
    expect(stored.contentType).toBe('image/png');

    const served = await shop.api.get(pathOf(image.secure_url)).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=');
    expect(Buffer.compare(served.body, original)).toBe(0);
    for (const [url, width] of [
      [image.thumb_url, 400],
      [image.detail_url, 1000],
    ] as const) {
      const rendition = await shop.api.get(pathOf(url)).expect(200);
      expect(rendition.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(rendition.body).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({ format: 'webp', width });
    }
  });

  it('frees its bucket connection when a reader leaves mid-image, so uploads never stall', async () => {
    // Noise: an image too large to be sent before its reader leaves.
    const noise = await sharp(randomBytes(700 * 700 * 3), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png()
      .toBuffer();
    const product = await addProduct(shop, admin, { category: categoryId }, [noise]);
    const path = pathOf(product.image[0].secure_url);
    await shop.app.listen(0, '127.0.0.1');
    const { port } = shop.app.getHttpServer().address() as AddressInfo;
    // More readers who leave at the first byte than the S3 client has connections (50): a page
    // left while its pictures load.
    for (let reader = 0; reader < 60; reader += 1) {
      await new Promise<void>((resolve) => {
        const leaving = get({ host: '127.0.0.1', port, path }, (response) => {
          response.destroy();
          resolve();
        });
        leaving.on('error', () => resolve());
      });
    }
    await addProduct(shop, admin, { category: categoryId });
    await shop.api.get(path).expect(200);
  }, 60_000);

  it('answers 304 to a browser that has the image already', async () => {
    const product = await addProduct(shop, admin, { category: categoryId });
    const first = await shop.api.get(pathOf(product.image[0].secure_url)).expect(200);
    expect(first.headers.etag).toBeDefined();
    await shop.api
      .get(pathOf(product.image[0].secure_url))
      .set('If-None-Match', first.headers.etag)
      .expect(304);
  });

  it('strips camera data from the renditions, never enlarges, and keeps the original as sent', async () => {
    const photo = await sharp({
      create: { width: 600, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Private camera owner', Make: 'PhoneCam' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await shop.api
      .post('/api/product/addProduct')
      .set('token', admin)
      .field('name', 'Cabin air filter')
      .field('description', 'Carbon filter for clean cabin air')
      .field('price', '89')
      .field('category', categoryId)
      .attach('productImage', photo, 'filter.jpg')
      .expect(201);
    const [image] = response.body.product.image;
    const original = await shop.api.get(pathOf(image.secure_url)).expect(200);
    expect(Buffer.compare(original.body, photo)).toBe(0);
    for (const url of [image.thumb_url, image.detail_url]) {
      const rendition = (await shop.api.get(pathOf(url)).expect(200)).body;
      const metadata = await sharp(rendition).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(rendition.includes('Private camera owner')).toBe(false);
      expect(metadata.width).toBeLessThanOrEqual(600);
    }
  });

  it('removes the objects when the record is deleted', async () => {
    const product = await addProduct(shop, admin, { category: categoryId }, [png(), png(12)]);
    const keys = (product.image as { secure_url: string; thumb_url: string; detail_url: string }[])
      .flatMap((image) => [image.secure_url, image.thumb_url, image.detail_url])
      .map(keyOf);
    expect(keys).toHaveLength(6);
    const before = await s3.keys(bucket);
    expect(before).toEqual(expect.arrayContaining(keys));
    await shop.api
      .delete(`/api/product/deleteProduct/${product._id}`)
      .set('token', admin)
      .expect(200);
    const after = await s3.keys(bucket);
    expect(after.filter((key) => keys.includes(key))).toEqual([]);
    expect(after).toHaveLength(before.length - 6);
    await shop.api.get(pathOf(product.image[0].secure_url)).expect(404);
  });

  it("replaces a package's objects when new images replace the old, and removes them with it", async () => {
    const product = await addProduct(shop, admin, { category: categoryId });
    const created = await shop.api
      .post('/api/package/createPackage')
      .set('token', admin)
      .field('name', '10,000 km service')
      .field('description', 'Oil and filter')
      .field('price', '300')
      .field('mileage', '10000')
      .field('productIds', product._id)
      .attach('logo', png(), 'a.png')
      .expect(201);
    const id = created.body.package._id;
    const oldKeys = await s3.keys(bucket, 'packages/');
    expect(oldKeys).toHaveLength(3);
    await shop.api
      .put(`/api/package/updatePackage/${id}`)
      .set('token', admin)
      .attach('logo', png(20), 'b.png')
      .expect(200);
    const newKeys = await s3.keys(bucket, 'packages/');
    expect(newKeys).toHaveLength(3);
    expect(newKeys.filter((key) => oldKeys.includes(key))).toEqual([]);
    await shop.api.delete(`/api/package/deletePackage/${id}`).set('token', admin).expect(200);
    expect(await s3.keys(bucket, 'packages/')).toEqual([]);
  });

  it("stores a car brand's logo and removes it with the brand", async () => {
    const created = await shop.api
      .post('/api/car/addCarBrand')
      .set('token', admin)
      .field('carBrand', 'Exeed')
      .attach('logo', png(), 'exeed.png')
      .expect(201);
    const key = keyOf(created.body.carBrand.carBrandLogo.url);
    expect(await s3.keys(bucket, 'brands/')).toContain(key);
    await shop.api.get(pathOf(created.body.carBrand.carBrandLogo.url)).expect(200);
    await shop.api
      .delete(`/api/car/deleteCarBrand/${created.body.carBrand._id}`)
      .set('token', admin)
      .expect(200);
    expect(await s3.keys(bucket, 'brands/')).not.toContain(key);
  });

  it('answers 503 while the store is unreachable, keeping no record of a failed upload', async () => {
    const cut = await startTestApp({
      ...s3.env(bucket),
      S3_ENDPOINT: 'http://127.0.0.1:9',
      MONGODB_URI: process.env.MONGODB_URI!,
    });
    try {
      const served = await cut.api.get('/uploads/products/any.png').expect(503);
      expect(served.body).toEqual({
        statusCode: 503,
        message: 'The image store cannot be reached right now.',
      });
      const before = await shop.connection.collection('products').countDocuments();
      const upload = await cut.api
        .post('/api/product/addProduct')
        .set('token', admin)
        .field('name', 'Wiper blades')
        .field('description', 'A pair for the windscreen')
        .field('price', '45')
        .field('category', categoryId)
        .attach('productImage', png(), 'wipers.png')
        .expect(503);
      expect(upload.body.message).toBe('The image store cannot be reached right now.');
      expect(await shop.connection.collection('products').countDocuments()).toBe(before);
    } finally {
      await cut.app.close();
    }
  });

  it('answers 404 in the envelope for missing objects and keys it could never have made', async () => {
    const missing = await shop.api.get('/uploads/products/none.png').expect(404);
    expect(missing.body.statusCode).toBe(404);
    for (const path of ['/uploads/..%2F..%2Fetc/passwd', '/uploads/.secret', '/uploads/a//b.png'])
      await shop.api.get(path).expect(404);
  });
});
