import { mongo, Types } from 'mongoose';
import { ADMIN_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';

/**
 * Records keep storage keys; answers build URLs from the current PUBLIC_URL (or
 * STORAGE_PUBLIC_URL). Records of earlier versions, which kept absolute URLs, are converted at
 * the first start.
 */
describe('image keys in records', () => {
  const categoryId = new Types.ObjectId();
  const productId = new Types.ObjectId();
  const externalId = new Types.ObjectId();
  const packageId = new Types.ObjectId();
  const brandId = new Types.ObjectId();
  let shop: TestApp;

  beforeAll(async () => {
    // As an earlier version left them, on another host name, before this version first starts.
    const client = await mongo.MongoClient.connect(process.env.MONGODB_URI!);
    const db = client.db();
    await db.collection('categories').insertOne({ _id: categoryId, name: 'Old', description: 'x' });
    await db.collection('products').insertMany([
      {
        _id: productId,
        name: 'Old pads',
        description: 'From before keys',
        price: 10,
        category: categoryId,
        isForSpecificCar: false,
        image: [
          {
            secure_url: 'http://old-host:3000/uploads/products/old-a.png',
            key: 'products/old-a.png',
          },
          // Keyless, as hand-imported data may be.
          { secure_url: 'https://shop.example.com/uploads/products/old-b.png' },
        ],
        createdAt: new Date(),
      },
      {
        _id: externalId,
        name: 'Imported pads',
        description: 'Hosted elsewhere',
        price: 12,
        category: categoryId,
        isForSpecificCar: false,
        image: [{ secure_url: 'https://res.cloudinary.com/demo/image/upload/pads.jpg' }],
        createdAt: new Date(),
      },
    ]);
    await db.collection('packages').insertOne({
      _id: packageId,
      name: 'Old service',
      description: 'x',
      price: 5,
      mileage: 5000,
      products: [productId],
      images: [{ url: 'http://old-host:3000/uploads/packages/p.png', key: 'packages/p.png' }],
    });
    await db.collection('carbrands').insertOne({
      _id: brandId,
      carBrand: 'Oldsmobile',
      carBrandLogo: { url: 'http://old-host:3000/uploads/brands/olds.png', key: 'brands/olds.png' },
    });
    await client.close();
    shop = await startTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://shop.test' });
  }, 60_000);

  afterAll(() => shop.close());

  it('turns stored URLs into keys at the first start, keeping URLs that are not the shop’s', async () => {
    const products = shop.connection.collection('products');
    expect((await products.findOne({ _id: productId }))!.image).toEqual([
      { key: 'products/old-a.png' },
      { key: 'products/old-b.png' },
    ]);
    expect((await products.findOne({ _id: externalId }))!.image).toEqual([
      { secure_url: 'https://res.cloudinary.com/demo/image/upload/pads.jpg' },
    ]);
    expect(
      (await shop.connection.collection('packages').findOne({ _id: packageId }))!.images,
    ).toEqual([{ key: 'packages/p.png' }]);
    expect(
      (await shop.connection.collection('carbrands').findOne({ _id: brandId }))!.carBrandLogo,
    ).toEqual({ key: 'brands/olds.png' });
  });

  it('answers URLs built from the current PUBLIC_URL, in the documented shape', async () => {
    const one = await shop.api.get(`/api/product/getCarById/${productId}`).expect(200);
    expect(one.body.product.image).toEqual([
      { secure_url: 'https://shop.test/uploads/products/old-a.png' },
      { secure_url: 'https://shop.test/uploads/products/old-b.png' },
    ]);
    const external = await shop.api.get(`/api/product/getCarById/${externalId}`).expect(200);
    expect(external.body.product.image).toEqual([
      { secure_url: 'https://res.cloudinary.com/demo/image/upload/pads.jpg' },
    ]);
    const pack = await shop.api.get(`/api/package/getpackageById/${packageId}`).expect(200);
    expect(pack.body.packagee.images).toEqual([
      { url: 'https://shop.test/uploads/packages/p.png' },
    ]);
    expect(pack.body.packagee.logo).toEqual({ url: 'https://shop.test/uploads/packages/p.png' });
    expect(pack.body.packagee.products[0].image[0]).toEqual({
      secure_url: 'https://shop.test/uploads/products/old-a.png',
    });
    const brands = await shop.api.get('/api/car/getAllcarBrands').expect(200);
    expect(
      brands.body.cars.find((brand: { carBrand: string }) => brand.carBrand === 'Oldsmobile'),
    ).toMatchObject({ carBrandLogo: { url: 'https://shop.test/uploads/brands/olds.png' } });
  });

  it('keeps only keys for new uploads, so a new PUBLIC_URL or CDN moves every URL', async () => {
    const admin = await adminToken(shop);
    const category = await createCategory(shop, admin);
    const product = await addProduct(shop, admin, { category: category._id });
    const stored = await shop.connection
      .collection('products')
      .findOne({ _id: new Types.ObjectId(product._id) });
    expect(stored!.image).toEqual([
      {
        key: expect.stringMatching(/^products\/.+\.png$/),
        thumbKey: expect.stringMatching(/^products\/.+-thumb\.webp$/),
        detailKey: expect.stringMatching(/^products\/.+-detail\.webp$/),
      },
    ]);
    expect(JSON.stringify(stored)).not.toContain('http');

    const moved = await startTestApp({
      MONGODB_URI: process.env.MONGODB_URI!,
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/shop/',
    });
    try {
      const answer = await moved.api.get(`/api/product/getCarById/${product._id}`).expect(200);
      const { key, thumbKey, detailKey } = stored!.image[0];
      expect(answer.body.product.image).toEqual([
        {
          secure_url: `https://cdn.example.com/shop/${key}`,
          thumb_url: `https://cdn.example.com/shop/${thumbKey}`,
          detail_url: `https://cdn.example.com/shop/${detailKey}`,
        },
      ]);
    } finally {
      await moved.app.close();
    }
  });
});
