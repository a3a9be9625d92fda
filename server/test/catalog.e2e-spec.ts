import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES, VALIDATION } from '@shop/shared';
import { CATEGORY_NAMES_MAX_AGE_MS } from '../src/categories/categories.service';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import {
  addProduct,
  addProductRequest,
  adminToken,
  createCategory,
  pathOf,
} from './support/catalog';
import { gif, png } from './support/images';

/** Every file under the test's upload folder. */
function storedFiles(shop: TestApp): string[] {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? list(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return list(shop.uploadDir);
}

describe('catalog', () => {
  let shop: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    user = (await loggedInUser(shop)).token;
  });
  afterAll(() => shop.close());

  describe('categories', () => {
    it('are created, listed, updated by admins only', async () => {
      const created = await shop.api
        .post('/api/category/createCategory')
        .set('token', admin)
        .send({ name: '  Engine parts ', description: 'Filters, belts, plugs', extra: 'dropped' })
        .expect(201);
      expect(created.body).toEqual({
        message: 'Category created successfully',
        category: {
          _id: expect.any(String),
          name: 'Engine parts',
          description: 'Filters, belts, plugs',
        },
      });
      const id = created.body.category._id;

      const list = await shop.api.get('/api/category').expect(200);
      expect(list.body.categories).toContainEqual({
        _id: id,
        name: 'Engine parts',
        description: 'Filters, belts, plugs',
      });

      const updated = await shop.api
        .put(`/api/category/updateCategory/${id}`)
        .set('token', admin)
        .send({ name: 'Engine', description: 'All engine parts' })
        .expect(200);
      expect(updated.body).toEqual({
        message: 'Category updated successfully',
        category: { _id: id, name: 'Engine', description: 'All engine parts' },
      });
      await shop.api
        .post('/api/category/createCategory')
        .send({ name: 'x', description: 'y' })
        .expect(401);
      await shop.api
        .post('/api/category/createCategory')
        .set('token', user)
        .send({ name: 'x', description: 'y' })
        .expect(403);
      await shop.api
        .put(`/api/category/updateCategory/${id}`)
        .set('token', user)
        .send({ name: 'x', description: 'y' })
        .expect(403);
      await shop.api.delete(`/api/category/deleteCategory/${id}`).set('token', user).expect(403);
    });

    it('need a name and a description', async () => {
      const noName = await shop.api
        .post('/api/category/createCategory')
        .set('token', admin)
        .send({ name: '   ', description: 'text' })
        .expect(400);
      expect(noName.body.message).toBe('Name is required');
      const noDescription = await shop.api
        .post('/api/category/createCategory')
        .set('token', admin)
        .send({ name: 'Tires' })
        .expect(400);
      expect(noDescription.body.errors.description).toEqual(['Description is required']);
    });

    it('answer 404 for unknown ids and 400 for malformed ones', async () => {
      const body = { name: 'a', description: 'b' };
      await shop.api
        .put(`/api/category/updateCategory/${'0'.repeat(24)}`)
        .set('token', admin)
        .send(body)
        .expect(404);
      await shop.api
        .put('/api/category/updateCategory/123')
        .set('token', admin)
        .send(body)
        .expect(400);
      await shop.api
        .delete(`/api/category/deleteCategory/${'0'.repeat(24)}`)
        .set('token', admin)
        .expect(404);
    });

    it("take their products and the products' images with them when deleted", async () => {
      const category = await createCategory(shop, admin, 'Doomed');
      const product = await addProduct(shop, admin, { category: category._id }, [png(), png(9)]);
      const filesBefore = storedFiles(shop).length;
      const response = await shop.api
        .delete(`/api/category/deleteCategory/${category._id}`)
        .set('token', admin)
        .expect(200);
      expect(response.body).toEqual({ message: 'Category and its products deleted successfully.' });
      await shop.api.get(`/api/product/getCarById/${product._id}`).expect(404);
      // Each of its two images, with its two renditions.
      expect(storedFiles(shop).length).toBe(filesBefore - 6);
      await shop.api.get(pathOf(product.image[0].secure_url)).expect(404);
    });

    it('name their products as renamed: at once, and on another instance within the minute', async () => {
      const other = await startTestApp(ADMIN_ENV);
      try {
        const category = await createCategory(shop, admin, 'Filters');
        const product = await addProduct(shop, admin, { category: category._id });
        const categoryOf = async (app: TestApp) =>
          (await app.api.get(`/api/product/getCarById/${product._id}`).expect(200)).body.product
            .category;
        expect(await categoryOf(other)).toEqual({ _id: category._id, name: 'Filters' });

        await shop.api
          .put(`/api/category/updateCategory/${category._id}`)
          .set('token', admin)
          .send({ name: 'Oil filters', description: 'Filters', nameAr: 'فلاتر الزيت' })
          .expect(200);
        const renamed = { _id: category._id, name: 'Oil filters', nameAr: 'فلاتر الزيت' };
        expect(await categoryOf(shop)).toEqual(renamed);
        const listed = await shop.api
          .get(`/api/product/prouctsByCategory/${category._id}`)
          .expect(200);
        expect(listed.body.products[0].category).toEqual(renamed);

        // The other instance read the old name a moment ago; a minute later it reads it again.
        const now = Date.now();
        const later = jest.spyOn(Date, 'now').mockReturnValue(now + CATEGORY_NAMES_MAX_AGE_MS);
        try {
          expect(await categoryOf(other)).toEqual(renamed);
        } finally {
          later.mockRestore();
        }
      } finally {
        // Not other.close(): that drops the database this file's shop still uses.
        await other.app.close();
        rmSync(other.uploadDir, { recursive: true, force: true });
      }
    });
  });

  describe('products', () => {
    let categoryId: string;
    beforeAll(async () => {
      categoryId = (await createCategory(shop, admin, 'Brakes'))._id;
    });

    it('are added with their images, served at absolute URLs, booleans parsed', async () => {
      const response = await addProductRequest(
        shop,
        admin,
        {
          category: categoryId,
          price: '249.50',
          isForSpecificCar: 'false',
          model: 'Camry',
          year: '2020',
          agency: 'Toyota',
          warranty: 'false',
        },
        [png(), gif()],
      ).expect(201);
      const { product } = response.body;
      expect(response.body.message).toBe('Product added successfully');
      expect(product).toEqual({
        _id: expect.any(String),
        name: 'Front brake pads',
        description: 'Ceramic pads for quiet braking',
        price: 249.5,
        category: { _id: categoryId, name: 'Brakes' },
        image: [
          {
            secure_url: expect.stringMatching(
              /^http:\/\/localhost:3000\/uploads\/products\/.+\.png$/,
            ),
            thumb_url: expect.stringMatching(
              /^http:\/\/localhost:3000\/uploads\/products\/.+-thumb\.webp$/,
            ),
            detail_url: expect.stringMatching(/-detail\.webp$/),
          },
          {
            secure_url: expect.stringMatching(/\.gif$/),
            thumb_url: expect.stringMatching(/-thumb\.webp$/),
            detail_url: expect.stringMatching(/-detail\.webp$/),
          },
        ],
        carDetails: { model: 'Camry', year: 2020, agency: 'Toyota', warranty: false },
        isForSpecificCar: false,
      });
      const image = await shop.api.get(pathOf(product.image[0].secure_url)).expect(200);
      expect(Buffer.compare(image.body, png())).toBe(0);
    });

    it.each([
      ['no name', { name: '' }, 'Name is required'],
      ['no description', { description: ' ' }, 'Description is required'],
      ['a price of 0', { price: '0' }, 'Price must be greater than 0'],
      [
        'a price that is not a number',
        { price: 'cheap' },
        'Price must be a number with at most 2 decimals',
      ],
      // Too many decimals before too small: 0.001 is above 0, but no amount in halalas.
      [
        'a price so small it is written 1.5e-7',
        { price: '1.5e-7' },
        'Price must be a number with at most 2 decimals',
      ],
      ['a price of 0.001', { price: '0.001' }, 'Price must be a number with at most 2 decimals'],
      ['a year before 1980', { year: '1979' }, 'Year must be a whole number from 1980 to 2024'],
      ['a year after 2024', { year: '2025' }, 'Year must be a whole number from 1980 to 2024'],
      ['a bad VIN', { carEngine: '1HGCM82633A00435I' }, VALIDATION.vin],
      ['warranty that is not a boolean', { warranty: 'maybe' }, 'Warranty must be true or false'],
      ['an unknown category', { category: '0'.repeat(24) }, 'The category does not exist.'],
      ['a malformed category', { category: 'brakes' }, 'Category must be the id of a category'],
    ])('refuse %s with 400 and store nothing', async (_why, change, message) => {
      const before = storedFiles(shop).length;
      const response = await addProductRequest(shop, admin, {
        category: categoryId,
        ...change,
      }).expect(400);
      expect(response.body.message).toBe(message);
      expect(storedFiles(shop).length).toBe(before);
    });

    it('need at least one image, at most 4, each a real image of at most 5 MB', async () => {
      const none = await addProductRequest(shop, admin, { category: categoryId }, []).expect(400);
      expect(none.body.message).toBe('Add at least one image.');

      const fake = await shop.api
        .post('/api/product/addProduct')
        .set('token', admin)
        .field('name', 'x')
        .field('description', 'y')
        .field('price', '1')
        .field('category', categoryId)
        .attach('productImage', Buffer.from('just text'), 'x.png')
        .expect(415);
      expect(fake.body).toEqual({
        statusCode: 415,
        code: 'IMAGE_FORMAT',
        message: VALIDATION.imageFormat,
      });

      const wrongName = await addProductRequest(shop, admin, { category: categoryId }, [])
        .attach('productImage', png(), 'picture.svg')
        .expect(415);
      expect(wrongName.body.message).toBe(VALIDATION.imageFormat);

      const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await addProductRequest(shop, admin, { category: categoryId }, [big]).expect(
        413,
      );
      expect(tooBig.body.message).toBe('Each image must be at most 5 MB.');

      const tooMany = await addProductRequest(shop, admin, { category: categoryId }, [
        png(),
        png(),
        png(),
        png(),
        png(),
      ]).expect(413);
      expect(tooMany.body.message).toBe('At most 4 images per request.');
    });

    it('are added by admins only', async () => {
      await addProductRequest(shop, user, { category: categoryId }).expect(403);
      await shop.api.post('/api/product/addProduct').expect(401);
    });

    it('are listed whole, or by page with the total', async () => {
      const list = await shop.api.get('/api/product/getAllProducts').expect(200);
      expect(list.body.message).toBe('Products retrieved successfully.');
      const all = list.body.products;
      expect(all.length).toBeGreaterThanOrEqual(1);
      expect(list.body.total).toBeUndefined();
      await addProduct(shop, admin, { category: categoryId, name: 'Rear pads' });
      const page = await shop.api.get('/api/product/getAllProducts?page=2&limit=1').expect(200);
      expect(page.body.total).toBe(all.length + 1);
      expect(page.body.products).toHaveLength(1);
      expect(page.body.products[0]._id).toBe(all[0]._id);
      await shop.api.get('/api/product/getAllProducts?limit=101').expect(400);
      await shop.api.get('/api/product/getAllProducts?page=0').expect(400);
    });

    it('are read one by one: 404 for unknown, 400 for malformed ids', async () => {
      const product = await addProduct(shop, admin, { category: categoryId, name: 'Brake disc' });
      const one = await shop.api.get(`/api/product/getCarById/${product._id}`).expect(200);
      expect(one.body.product.name).toBe('Brake disc');
      expect(JSON.stringify(one.body)).not.toContain('"key"');
      const unknown = await shop.api.get(`/api/product/getCarById/${'0'.repeat(24)}`).expect(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        code: 'PRODUCT_NOT_FOUND',
        message: 'Product not found.',
      });
      await shop.api.get('/api/product/getCarById/not-an-id').expect(400);
    });

    it('are listed by category, with the spec message when there are none', async () => {
      const empty = await createCategory(shop, admin, 'Empty shelf');
      const none = await shop.api.get(`/api/product/prouctsByCategory/${empty._id}`).expect(200);
      expect(none.body).toEqual({ message: API_MESSAGES.noProductsInCategory, products: [] });
      const some = await shop.api.get(`/api/product/prouctsByCategory/${categoryId}`).expect(200);
      expect(some.body.products.length).toBeGreaterThan(0);
      expect(
        some.body.products.every(
          (p: { category: { _id: string } }) => p.category._id === categoryId,
        ),
      ).toBe(true);
    });

    it('are deleted with their images and leave the packages that held them', async () => {
      const kept = await addProduct(shop, admin, { category: categoryId, name: 'Kept' });
      const doomed = await addProduct(shop, admin, { category: categoryId, name: 'Doomed' });
      const created = await shop.api
        .post('/api/package/createPackage')
        .set('token', admin)
        .field('name', 'Pack')
        .field('description', 'Two parts')
        .field('price', '100')
        .field('mileage', '5000')
        .field('productIds', kept._id)
        .field('productIds', doomed._id)
        .expect(201);
      await shop.api
        .delete(`/api/product/deleteProduct/${doomed._id}`)
        .set('token', user)
        .expect(403);
      const response = await shop.api
        .delete(`/api/product/deleteProduct/${doomed._id}`)
        .set('token', admin)
        .expect(200);
      expect(response.body).toEqual({ message: 'Product deleted successfully' });
      await shop.api.get(pathOf(doomed.image[0].secure_url)).expect(404);
      const pack = await shop.api
        .get(`/api/package/getpackageById/${created.body.package._id}`)
        .expect(200);
      expect(pack.body.packagee.products.map((p: { _id: string }) => p._id)).toEqual([kept._id]);
      await shop.api
        .delete(`/api/product/deleteProduct/${doomed._id}`)
        .set('token', admin)
        .expect(404);
    });
  });
});
