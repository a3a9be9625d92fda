import { Types } from 'mongoose';
import { forgetMigrations, startTestApp, type TestApp } from '../../test/support/app';

/**
 * Searches match agencyKey and modelKey, which products saved by earlier versions of the shop do
 * not have: the server adds them once, at start.
 */
describe('search keys of products saved before they existed', () => {
  let shop: TestApp | undefined;
  afterAll(() => shop?.close());

  const categoryId = new Types.ObjectId();
  const camryId = new Types.ObjectId();
  const nissanId = new Types.ObjectId();
  const at = new Date('2023-05-01T00:00:00Z');
  const oldProduct = (_id: Types.ObjectId, carDetails: object) => ({
    _id,
    name: 'Oil filter',
    description: 'Full-flow filter',
    price: 40,
    category: categoryId,
    image: [{ secure_url: 'http://localhost:3000/uploads/products/a.png', key: 'products/a.png' }],
    isForSpecificCar: true,
    carDetails,
    createdAt: at,
    updatedAt: at,
    __v: 0,
  });

  /** A restart of the server on the same database. */
  async function restart(): Promise<TestApp> {
    if (shop) await shop.app.close();
    shop = await startTestApp();
    return shop;
  }
  const storedKeys = async (id: Types.ObjectId) => {
    const product = await shop!.connection.collection('products').findOne({ _id: id });
    return { agencyKey: product?.agencyKey, modelKey: product?.modelKey };
  };
  const searchIds = async (query: string) =>
    (await shop!.api.get(`/api/product?${query}`).expect(200)).body.products.map(
      (product: { _id: string }) => product._id,
    );

  it('adds them at start, once, and searches find those products', async () => {
    const first = await restart();
    await first.connection
      .collection('categories')
      .insertOne({ _id: categoryId, name: 'Filters', description: 'Filters', createdAt: at });
    // As the previous version stored them: no keys; one without a model.
    await first.connection
      .collection('products')
      .insertMany([
        oldProduct(camryId, { agency: 'Toyota', model: 'Camry', year: 2020, warranty: true }),
        oldProduct(nissanId, { agency: 'Nissan', year: 2018 }),
      ]);
    // The database as the previous version left it: the migration has yet to run.
    await forgetMigrations(first.connection);

    await restart();
    expect(await storedKeys(camryId)).toEqual({ agencyKey: 'toyota', modelKey: 'camry' });
    expect(await storedKeys(nissanId)).toEqual({ agencyKey: 'nissan', modelKey: undefined });
    expect(await searchIds('brand=TOYOTA&model=camry&year=2020')).toEqual([camryId.toString()]);
    expect(await searchIds('brand=nissan')).toEqual([nissanId.toString()]);
    const answer = (await shop!.api.get(`/api/product/getCarById/${camryId}`).expect(200)).body;
    // The keys stay inside.
    expect(answer.product).not.toHaveProperty('agencyKey');
    expect(answer.product).not.toHaveProperty('modelKey');

    // A later start finds nothing left to do and changes nothing.
    await restart();
    expect(await storedKeys(camryId)).toEqual({ agencyKey: 'toyota', modelKey: 'camry' });
    expect(await storedKeys(nissanId)).toEqual({ agencyKey: 'nissan', modelKey: undefined });
    expect(await searchIds('model=CAMRY')).toEqual([camryId.toString()]);
  });
});
