import { ADMIN_ENV, loggedInUser, newAccount } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, createPackage } from './support/catalog';
import { orderRequest } from './support/orders';
import { nullOptionalTexts } from '../src/migrations/007-null-optional-texts';

/**
 * Optional fields are optional, not nullable: the API's types say `nameAr?: string`, so null is
 * refused as the wrong type rather than stored and answered. And what a refusal echoes of the
 * request is bounded.
 */
describe('optional fields and echoes', () => {
  let shop: TestApp;
  let admin: string;
  let shopper: { token: string };
  let product: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    shopper = await loggedInUser(shop);
    const category = (await createCategory(shop, admin, 'Nullable things'))._id;
    product = (await addProduct(shop, admin, { category, name: 'Spark plug' }))._id;
  });
  afterAll(() => shop.close());

  it('refuses null for an optional text with 400 TEXT_INVALID, keeping nothing', async () => {
    const refused = await shop.api
      .post('/api/category/createCategory')
      .set('token', admin)
      .send({ name: 'Filters', description: 'All filters', nameAr: null, descriptionAr: null })
      .expect(400);
    expect(refused.body.errorCodes).toEqual({
      nameAr: ['TEXT_INVALID'],
      descriptionAr: ['TEXT_INVALID'],
    });
    expect(refused.body.errors.nameAr).toEqual(['Arabic name must be text']);
    const categories = await shop.api.get('/api/category').expect(200);
    expect(JSON.stringify(categories.body)).not.toContain('Filters');
  });

  it('clears an Arabic name or description an update sends empty, keeps one left out', async () => {
    const category = await createCategory(shop, admin, 'Arabic texts');
    const part = await addProduct(shop, admin, {
      category: category._id,
      nameAr: 'شمعة احتراق',
      descriptionAr: 'شمعة إيريديوم',
    });
    const pack = await createPackage(shop, admin, {
      name: 'Plugs',
      mileage: 20000,
      productIds: [part._id],
    });
    const make = (await shop.api.get('/api/vehicles/makes').expect(200)).body.makes.find(
      (one: { name: string }) => one.name === 'Toyota',
    );
    const write = async (path: string, body: object, multipart = false) => {
      const request = shop.api.put(path).set('token', admin);
      if (!multipart) return (await request.send(body).expect(200)).body;
      for (const [name, value] of Object.entries(body)) request.field(name, value as string);
      return (await request.expect(200)).body;
    };
    const arabic = { nameAr: 'عربي', descriptionAr: 'وصف عربي' };

    // Left out, the texts stay; sent empty or blank (JSON or a form field), they are gone.
    const kept = await write(`/api/product/updateProduct/${part._id}`, { price: 30 });
    expect(kept.product).toMatchObject({ nameAr: 'شمعة احتراق', descriptionAr: 'شمعة إيريديوم' });
    for (const multipart of [false, true]) {
      const cleared = [
        (
          await write(
            `/api/product/updateProduct/${part._id}`,
            { nameAr: '', descriptionAr: ' ' },
            multipart,
          )
        ).product,
        (
          await write(
            `/api/package/updatePackage/${pack._id}`,
            { nameAr: '', descriptionAr: '' },
            multipart,
          )
        ).package,
      ];
      for (const one of cleared) {
        expect(one).not.toHaveProperty('nameAr');
        expect(one).not.toHaveProperty('descriptionAr');
      }
      await write(`/api/product/updateProduct/${part._id}`, arabic, multipart);
      await write(`/api/package/updatePackage/${pack._id}`, arabic, multipart);
    }
    const named = { name: 'Arabic texts', description: 'Texts' };
    await write(`/api/category/updateCategory/${category._id}`, { ...named, ...arabic });
    const category2 = await write(`/api/category/updateCategory/${category._id}`, {
      ...named,
      nameAr: '',
      descriptionAr: '',
    });
    expect(category2.category).not.toHaveProperty('nameAr');
    expect(category2.category).not.toHaveProperty('descriptionAr');
    const renamed = await write(`/api/vehicles/makes/${make._id}`, { nameAr: '' });
    expect(renamed.make).not.toHaveProperty('nameAr');
    const restored = await write(`/api/vehicles/makes/${make._id}`, { nameAr: make.nameAr });
    expect(restored.make.nameAr).toBe(make.nameAr);

    // null is still no text.
    const refused = await shop.api
      .put(`/api/product/updateProduct/${part._id}`)
      .set('token', admin)
      .send({ nameAr: null })
      .expect(400);
    expect(refused.body.errorCodes).toEqual({ nameAr: ['TEXT_INVALID'] });
  });

  it('refuses quantity: null with 400 QUANTITY_INVALID (absent still means 1)', async () => {
    const refused = await shop.api
      .post('/api/cart/addToCart')
      .set('token', shopper.token)
      .send({ productId: product, quantity: null })
      .expect(400);
    expect(refused.body.errorCodes).toEqual({ quantity: ['QUANTITY_INVALID'] });
    await shop.api
      .post('/api/cart/addToCart')
      .set('token', shopper.token)
      .send({ productId: product })
      .expect(201);
  });

  it('refuses null for the other optional fields of requests', async () => {
    const language = await shop.api
      .post('/api/user/register')
      .send({ ...newAccount(), language: null })
      .expect(400);
    expect(language.body.code).toBe('LANGUAGE_INVALID');
    const token = await shop.api
      .post('/api/order/addOrder')
      .set('token', shopper.token)
      .send(orderRequest({ token: null }))
      .expect(400);
    expect(token.body.errorCodes).toMatchObject({ token: ['PAYMENT_TOKEN_INVALID'] });
    const status = await shop.api
      .put('/api/order/updateOreder/0123456789abcdef01234567')
      .set('token', admin)
      .send({ paymentStatus: null, shippingStatus: 'shipped' })
      .expect(400);
    expect(status.body.code).toBe('STATUS_INVALID');
  });

  it('answers the nulls earlier versions stored as absent (migration 007)', async () => {
    const { _id } = await createCategory(shop, admin, 'Stored nulls');
    const categories = shop.connection.collection('categories');
    await categories.updateOne(
      { name: 'Stored nulls' },
      { $set: { nameAr: null, descriptionAr: null } },
    );
    expect(await nullOptionalTexts.run(shop.connection)).toBe(2);
    const answered = (await shop.api.get('/api/category').expect(200)).body.categories.find(
      (category: { _id: string }) => category._id === _id,
    );
    expect(answered).not.toHaveProperty('nameAr');
    expect(answered).not.toHaveProperty('descriptionAr');
  });

  it('echoes at most 200 characters of a path that does not exist', async () => {
    const path = `/api/${'a'.repeat(5000)}`;
    const answer = await shop.api.get(path).expect(404);
    expect(answer.body.code).toBe('NOT_FOUND');
    expect(answer.body.message).toBe(`Cannot GET ${path}`.slice(0, 200) + '…');
  });
});
