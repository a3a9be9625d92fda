import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION } from '@shop/shared';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, pathOf } from './support/catalog';
import { png } from './support/images';

describe('search and packages', () => {
  let shop: TestApp;
  let admin: string;
  let camry: { _id: string };
  let camryOld: { _id: string };
  let accent: { _id: string };
  let vinPart: { _id: string };
  let generic: { _id: string };
  const VIN = '1HGCM82633A004352';

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Parts'))._id;
    camry = await addProduct(shop, admin, {
      category,
      name: 'Camry oil filter',
      agency: 'Toyota',
      model: 'Camry',
      year: '2020',
      warranty: 'true',
      isForSpecificCar: 'true',
    });
    camryOld = await addProduct(shop, admin, {
      category,
      name: 'Camry air filter',
      agency: 'Toyota',
      model: 'Camry',
      year: '2015',
      warranty: 'false',
    });
    accent = await addProduct(shop, admin, {
      category,
      name: 'Accent spark plugs',
      description: 'Iridium plugs (set of 4)',
      agency: 'Hyundai',
      model: 'Accent',
      year: '2020',
      warranty: 'true',
    });
    vinPart = await addProduct(shop, admin, {
      category,
      name: 'Accord control arm',
      carEngine: VIN.toLowerCase(),
    });
    generic = await addProduct(shop, admin, {
      category,
      name: 'Wiper blades',
      description: 'Universal fit',
    });
  });
  afterAll(() => shop.close());

  const search = async (query: string) => {
    const response = await shop.api.get(`/api/product?${query}`).expect(200);
    return (response.body.products as { _id: string }[]).map((product) => product._id).sort();
  };
  const ids = (...products: { _id: string }[]) => products.map((product) => product._id).sort();

  describe('search', () => {
    it('matches brand against the agency, in any case', async () => {
      expect(await search('brand=toyota')).toEqual(ids(camry, camryOld));
      expect(await search('brand=TOYOTA')).toEqual(ids(camry, camryOld));
      expect(await search('brand=Toyo')).toEqual([]);
    });

    it('matches model and year, each narrowing the others; the warranty hides nothing', async () => {
      expect(await search('model=camry')).toEqual(ids(camry, camryOld));
      expect(await search('year=2020')).toEqual(ids(camry, accent));
      expect(await search('brand=Toyota&year=2020')).toEqual(ids(camry));
      // A part that fits is found whatever the warranty (docs/behaviour.md, "Fitment").
      expect(await search('brand=toyota&warranty=false')).toEqual(ids(camry, camryOld));
      expect(await search('warranty=true&brand=hyundai')).toEqual(ids(accent));
      expect(await search('warranty=false')).toHaveLength(5);
    });

    it('matches a VIN whatever its case', async () => {
      expect(await search(`carEngine=${VIN}`)).toEqual(ids(vinPart));
      expect(await search(`carEngine=${VIN.toLowerCase()}`)).toEqual(ids(vinPart));
    });

    it('matches keywords in the name or the description, literally', async () => {
      expect(await search('keywords=filter')).toEqual(ids(camry, camryOld));
      expect(await search('keywords=universal')).toEqual(ids(generic));
      expect(await search(`keywords=${encodeURIComponent('(set of 4)')}`)).toEqual(ids(accent));
      expect(await search('keywords=.*')).toEqual([]);
    });

    it('answers everything when no criterion is given', async () => {
      expect((await search('')).length).toBe(5);
    });

    it('never fails with a 5xx on odd input', async () => {
      expect(await search('keywords=$where')).toEqual([]);
      expect(await search(`brand[$ne]=x`)).toHaveLength(5);
      expect(await search(`keywords=${encodeURIComponent('{"$gt": ""}')}`)).toEqual([]);
      const notANumber = await shop.api.get('/api/product?year=abc').expect(400);
      expect(notANumber.body.message).toBe('year must be a whole number from 1900 to 2100');
      const outOfRange = await shop.api.get('/api/product?year=-1').expect(400);
      expect(outOfRange.body.errors).toEqual({
        year: ['year must be a whole number from 1900 to 2100'],
      });
      const badVin = await shop.api.get('/api/product?carEngine=123').expect(400);
      expect(badVin.body.message).toBe(VALIDATION.vin);
      await shop.api.get('/api/product?brand=a&brand=b').expect(400);
      await shop.api.get('/api/product?warranty=perhaps').expect(400);
    });

    it('answers one page of the results with their total when asked for a page', async () => {
      const whole = await shop.api.get('/api/product?year=2020').expect(200);
      expect(whole.body.total).toBeUndefined();
      const first = await shop.api.get('/api/product?year=2020&page=1&limit=1').expect(200);
      const second = await shop.api.get('/api/product?year=2020&page=2&limit=1').expect(200);
      expect(first.body.total).toBe(2);
      expect(second.body.total).toBe(2);
      // Newest first, as the whole list: the pages cut it in its own order.
      expect(
        [...first.body.products, ...second.body.products].map((p: { _id: string }) => p._id),
      ).toEqual(whole.body.products.map((p: { _id: string }) => p._id));
      const past = await shop.api.get('/api/product?year=2020&page=3&limit=1').expect(200);
      expect(past.body).toMatchObject({ products: [], packages: [], total: 2 });
      const limitOnly = await shop.api.get('/api/product?limit=2').expect(200);
      expect(limitOnly.body.products).toHaveLength(2);
      expect(limitOnly.body.total).toBe(5);
    });

    it('refuses a page or limit out of range with a 400', async () => {
      for (const query of ['page=0', 'page=x', 'limit=0', 'limit=101', 'page=1.5']) {
        const response = await shop.api.get(`/api/product?keywords=a&${query}`).expect(400);
        expect(response.body.statusCode).toBe(400);
      }
    });

    it('answers the packages that hold the products found', async () => {
      const pack = await shop.api
        .post('/api/package/createPackage')
        .set('token', admin)
        .field('name', 'Camry 20,000 km')
        .field('description', 'Filters')
        .field('price', '300')
        .field('mileage', '20000')
        .field('productIds', `${camry._id}, ${generic._id}`)
        .expect(201);
      const response = await shop.api.get('/api/product?brand=toyota&year=2020').expect(200);
      expect(response.body.message).toBe('Products retrieved successfully.');
      expect(response.body.packages.map((p: { _id: string }) => p._id)).toEqual([
        pack.body.package._id,
      ]);
      const none = await shop.api.get('/api/product?brand=hyundai').expect(200);
      expect(none.body.packages).toEqual([]);
    });
  });

  describe('packages', () => {
    const packageFiles = () => {
      try {
        return readdirSync(join(shop.uploadDir, 'packages'));
      } catch {
        return [];
      }
    };
    const createRequest = (token: string) =>
      shop.api
        .post('/api/package/createPackage')
        .set('token', token)
        .field('name', '40,000 km service')
        .field('description', 'Oil, filters and plugs')
        .field('price', '899')
        .field('mileage', '40000')
        .field('productIds', camry._id)
        .field('productIds', accent._id);

    it('are created with images and products, and read back whole', async () => {
      const created = await createRequest(admin)
        .attach('logo', png(), 'front.png')
        .attach('logo', png(10), 'side.png')
        .expect(201);
      expect(created.body.message).toBe('Package created successfully.');
      const id = created.body.package._id;
      const one = await shop.api.get(`/api/package/getpackageById/${id}`).expect(200);
      const { packagee } = one.body;
      expect(packagee).toMatchObject({
        _id: id,
        name: '40,000 km service',
        price: 899,
        mileage: 40000,
      });
      expect(packagee.images).toHaveLength(2);
      expect(packagee.logo).toEqual(packagee.images[0]);
      expect(packagee.products.map((p: { _id: string; name: string }) => p.name).sort()).toEqual([
        'Accent spark plugs',
        'Camry oil filter',
      ]);
      await shop.api.get(pathOf(packagee.logo.url)).expect(200);

      const all = await shop.api.get('/api/package/allPackages').expect(200);
      expect(all.body.packages.map((p: { _id: string }) => p._id)).toContain(id);
      const page = await shop.api.get('/api/package/allPackages?limit=1').expect(200);
      expect(page.body.packages).toHaveLength(1);
      expect(page.body.total).toBe(all.body.packages.length);
    });

    it('need existing products and the required fields, leaving no file behind', async () => {
      const before = packageFiles().length;
      const unknown = await shop.api
        .post('/api/package/createPackage')
        .set('token', admin)
        .field('name', 'x')
        .field('description', 'y')
        .field('price', '10')
        .field('mileage', '5000')
        .field('productIds', '0'.repeat(24))
        .attach('logo', png(), 'a.png')
        .expect(400);
      expect(unknown.body.message).toBe(`These product ids do not exist: ${'0'.repeat(24)}.`);
      const noProducts = await shop.api
        .post('/api/package/createPackage')
        .set('token', admin)
        .field('name', 'x')
        .field('description', 'y')
        .field('price', '10')
        .field('mileage', '5000')
        .expect(400);
      expect(noProducts.body.message).toBe(VALIDATION.packageProductIds);
      const badMileage = await createRequest(admin).field('mileage', '-5').expect(400);
      expect(badMileage.body.errors.mileage).toBeDefined();
      expect(packageFiles().length).toBe(before);
    });

    it('are written by admins only', async () => {
      const user = await loggedInUser(shop);
      await createRequest(user.token).expect(403);
      await shop.api.post('/api/package/createPackage').expect(401);
      await shop.api
        .delete(`/api/package/deletePackage/${'0'.repeat(24)}`)
        .set('token', user.token)
        .expect(403);
    });

    it('are updated field by field; new images replace the old files', async () => {
      const created = await createRequest(admin).attach('logo', png(), 'a.png').expect(201);
      const id = created.body.package._id;
      const oldImage = created.body.package.images[0].url;
      const renamed = await shop.api
        .put(`/api/package/updatePackage/${id}`)
        .set('token', admin)
        .field('name', '40,000 km full service')
        .expect(200);
      expect(renamed.body.message).toBe('Package updated successfully.');
      expect(renamed.body.package).toMatchObject({
        name: '40,000 km full service',
        price: 899,
        mileage: 40000,
      });
      expect(renamed.body.package.images[0].url).toBe(oldImage);

      const reimaged = await shop.api
        .put(`/api/package/updatePackage/${id}`)
        .set('token', admin)
        .field('productIds', generic._id)
        .attach('logo', png(12), 'b.png')
        .expect(200);
      expect(reimaged.body.package.products.map((p: { _id: string }) => p._id)).toEqual([
        generic._id,
      ]);
      expect(reimaged.body.package.images[0].url).not.toBe(oldImage);
      await shop.api.get(pathOf(oldImage)).expect(404);
      await shop.api.get(pathOf(reimaged.body.package.images[0].url)).expect(200);

      await shop.api
        .put(`/api/package/updatePackage/${'0'.repeat(24)}`)
        .set('token', admin)
        .field('name', 'x')
        .expect(404);
    });

    it('are deleted with their images', async () => {
      const created = await createRequest(admin).attach('logo', png(), 'a.png').expect(201);
      const { _id, images } = created.body.package;
      const response = await shop.api
        .delete(`/api/package/deletePackage/${_id}`)
        .set('token', admin)
        .expect(200);
      expect(response.body).toEqual({ message: 'Package deleted successfully.' });
      await shop.api.get(pathOf(images[0].url)).expect(404);
      await shop.api.get(`/api/package/getpackageById/${_id}`).expect(404);
      await shop.api.get('/api/package/getpackageById/nope').expect(400);
    });
  });
});
