import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, pathOf } from './support/catalog';
import { addToCart, placeOrder } from './support/orders';

describe('the catalog in English and Arabic', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
  });
  afterAll(() => shop.close());

  it('keeps the Arabic name and description of categories through create, update and list', async () => {
    const created = await shop.api
      .post('/api/category/createCategory')
      .set('token', admin)
      .send({
        name: 'Brake systems',
        description: 'Pads and discs',
        nameAr: 'أنظمة الفرامل',
        descriptionAr: 'فحمات وأقراص',
      })
      .expect(201);
    const id = created.body.category._id as string;
    expect(created.body.category).toMatchObject({
      nameAr: 'أنظمة الفرامل',
      descriptionAr: 'فحمات وأقراص',
    });

    await shop.api
      .put(`/api/category/updateCategory/${id}`)
      .set('token', admin)
      .send({ name: 'Brakes', description: 'Pads and discs', nameAr: '  الفرامل ' })
      .expect(200);
    const { body } = await shop.api.get('/api/category').expect(200);
    expect(body.categories).toEqual([
      expect.objectContaining({
        _id: id,
        name: 'Brakes',
        nameAr: 'الفرامل',
        descriptionAr: 'فحمات وأقراص',
      }),
    ]);

    const tooLong = await shop.api
      .post('/api/category/createCategory')
      .set('token', admin)
      .send({ name: 'Tyres', description: 'Tyres', nameAr: 'ا'.repeat(101) })
      .expect(400);
    expect(tooLong.body).toMatchObject({
      code: 'TEXT_TOO_LONG',
      errors: { nameAr: ['Arabic name must be at most 100 characters'] },
    });
  });

  it('answers Arabic names of products, their category, packages, cart lines and order lines', async () => {
    const category = (await shop.api.get('/api/category')).body.categories[0]._id as string;
    const product = await addProduct(shop, admin, {
      category,
      name: 'Front brake pads',
      nameAr: 'فحمات فرامل أمامية',
      descriptionAr: 'فحمات سيراميك هادئة',
    });
    const listed = (await shop.api.get('/api/product/getAllProducts').expect(200)).body.products;
    expect(listed[0]).toMatchObject({
      nameAr: 'فحمات فرامل أمامية',
      descriptionAr: 'فحمات سيراميك هادئة',
      category: { nameAr: 'الفرامل' },
    });

    const pack = await shop.api
      .post('/api/package/createPackage')
      .set('token', admin)
      .field('name', '10,000 km service')
      .field('description', 'Brakes checked')
      .field('nameAr', 'صيانة ١٠٬٠٠٠ كم')
      .field('descriptionAr', 'فحص الفرامل')
      .field('price', '300')
      .field('mileage', '10000')
      .field('productIds', product._id)
      .expect(201);
    expect(pack.body.package).toMatchObject({
      nameAr: 'صيانة ١٠٬٠٠٠ كم',
      descriptionAr: 'فحص الفرامل',
      products: [expect.objectContaining({ nameAr: 'فحمات فرامل أمامية' })],
    });

    const user = await loggedInUser(shop);
    await addToCart(shop, user.token, { productId: product._id, quantity: 1 });
    await addToCart(shop, user.token, { packageId: pack.body.package._id, quantity: 1 });
    const cart = (await shop.api.get('/api/cart/getCartWithTotalPrice').set('token', user.token))
      .body.cart;
    expect(
      cart.items.map(
        (line: { productId?: { nameAr: string }; packageId?: { nameAr: string } }) =>
          (line.productId ?? line.packageId)?.nameAr,
      ),
    ).toEqual(expect.arrayContaining(['فحمات فرامل أمامية', 'صيانة ١٠٬٠٠٠ كم']));

    const { order, payment } = await placeOrder(shop, user.token);
    const pagePath = pathOf(payment.source.transaction_url);
    const arabicPage = await shop.api.get(`${pagePath}?lang=ar`).expect(200);
    expect(arabicPage.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabicPage.text).toContain('>موافقة</button>');
    const byBrowser = await shop.api.get(pagePath).set('Accept-Language', 'ar-SA,ar;q=0.9');
    expect(byBrowser.text).toContain('<html lang="ar" dir="rtl">');
    const mine = (await shop.api.get(`/api/order/myOrders/${order._id}`).set('token', user.token))
      .body;
    const lines = (mine.order ?? mine).lines as { name: string; nameAr?: string }[];
    expect(lines.map((line) => line.nameAr).sort()).toEqual(
      ['صيانة ١٠٬٠٠٠ كم', 'فحمات فرامل أمامية'].sort(),
    );
  });

  it('names the car brands in Arabic', async () => {
    const { body } = await shop.api.get('/api/car/getAllcarBrands').expect(200);
    expect(body.cars).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ carBrand: 'Toyota', nameAr: 'تويوتا' }),
        expect.objectContaining({ carBrand: 'Hyundai', nameAr: 'هيونداي' }),
      ]),
    );
  });
});
