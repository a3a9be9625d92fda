import { ERRORS } from '@shop/shared';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';
import { nationalAddress, shippingZone } from './support/delivery';
import { addToCart } from './support/orders';

describe('shipping zones and quotes', () => {
  let shop: TestApp;
  let admin: string;
  let category: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    category = (await createCategory(shop, admin))._id;
  });
  afterAll(() => shop.close());

  const addZone = (zone: object) =>
    shop.api.post('/api/shipping/zones').set('token', admin).send(zone);
  const zones = async () =>
    (await shop.api.get('/api/shipping/zones').set('token', admin).expect(200)).body.zones as {
      _id: string;
      name: string;
      cities: string[];
    }[];
  const quote = (token: string, query: Record<string, string>) =>
    shop.api.get('/api/shipping/quote').set('token', token).query(query);

  /** A shopper whose cart holds one part of `price` SAR. */
  async function shopperWithCart(price: number) {
    const shopper = await loggedInUser(shop);
    const product = await addProduct(shop, admin, {
      name: `Part of ${price} ${Date.now()}`,
      price: String(price),
      stock: '20',
      category,
    });
    await addToCart(shop, shopper.token, { productId: product._id, quantity: 1 });
    return shopper;
  }

  describe('admin CRUD', () => {
    it('adds, lists, replaces and deletes a zone, its cities by English or Arabic names', async () => {
      const created = await addZone(
        shippingZone({ name: 'Qassim', nameAr: 'القصيم', cities: ['Buraidah', 'عنيزة'] }),
      ).expect(201);
      expect(created.body).toMatchObject({
        message: 'Shipping zone saved.',
        zone: { name: 'Qassim', nameAr: 'القصيم', cities: ['Buraidah', 'Unaizah'], fee: 30 },
      });
      const id = created.body.zone._id;
      expect((await zones()).map((zone) => zone.name)).toContain('Qassim');

      const replaced = await shop.api
        .put(`/api/shipping/zones/${id}`)
        .set('token', admin)
        .send(shippingZone({ name: 'Qassim', nameAr: 'القصيم', cities: ['Buraidah'], fee: 35 }))
        .expect(200);
      expect(replaced.body.zone).toMatchObject({ cities: ['Buraidah'], fee: 35 });
      expect(replaced.body.zone).not.toHaveProperty('freeAbove');
      // The city it dropped is free for another zone.
      const unaizah = await addZone(
        shippingZone({ name: 'Unaizah', nameAr: 'عنيزة', cities: ['Unaizah'] }),
      ).expect(201);

      await shop.api.delete(`/api/shipping/zones/${id}`).set('token', admin).expect(200);
      await shop.api.delete(`/api/shipping/zones/${id}`).set('token', admin).expect(404);
      await shop.api
        .delete(`/api/shipping/zones/${unaizah.body.zone._id}`)
        .set('token', admin)
        .expect(200);
      expect((await zones()).map((zone) => zone.name)).not.toContain('Qassim');
    });

    it('refuses a city already in another zone (409) and saves nothing of the new zone', async () => {
      await addZone(shippingZone({ name: 'Hail', nameAr: 'حائل', cities: ['Hail'] })).expect(201);
      const clash = await addZone(
        shippingZone({ name: 'North', nameAr: 'الشمال', cities: ['Sakakah', 'حائل'] }),
      ).expect(409);
      expect(clash.body).toMatchObject({
        code: 'ZONE_CITY_TAKEN',
        message: 'Hail is in the zone Hail already.',
        params: { city: 'Hail', zone: 'Hail' },
      });
      expect((await zones()).map((zone) => zone.name)).not.toContain('North');
      // Sakakah was not kept claimed by the refused zone.
      await addZone(shippingZone({ name: 'Jouf', nameAr: 'الجوف', cities: ['Sakakah'] })).expect(
        201,
      );
    });

    it('lets only one of two zones saved at once take a city', async () => {
      const answers = await Promise.all([
        addZone(shippingZone({ name: 'Jazan A', nameAr: 'جازان أ', cities: ['Jazan'] })),
        addZone(shippingZone({ name: 'Jazan B', nameAr: 'جازان ب', cities: ['Jazan'] })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect((await zones()).filter((zone) => zone.cities.includes('Jazan'))).toHaveLength(1);
    });

    it.each([
      [{ fee: -1 }, 'fee', 'AMOUNT_INVALID'],
      [{ fee: 10.555 }, 'fee', 'AMOUNT_INVALID'],
      [{ freeAbove: -5 }, 'freeAbove', 'AMOUNT_INVALID'],
      [{ codFee: '5' }, 'codFee', 'AMOUNT_INVALID'],
      [{ minDays: 1.5 }, 'minDays', 'DELIVERY_DAYS_INVALID'],
      [{ minDays: 3, maxDays: 2 }, 'maxDays', 'DELIVERY_DAYS_ORDER'],
      [{ cities: [] }, 'cities', 'ZONE_CITIES_REQUIRED'],
      [{ cities: ['Springfield'] }, 'cities', 'CITY_UNKNOWN'],
      [{ cities: [{ $ne: 1 }] }, 'cities', 'CITY_UNKNOWN'],
      [{ cod: 'yes' }, 'cod', 'BOOLEAN_INVALID'],
    ])('refuses %j with 400, naming %s', async (change, field, code) => {
      const response = await addZone(
        shippingZone({ name: 'Bad', nameAr: 'خطأ', cities: ['Najran'], ...change }),
      ).expect(400);
      expect(response.body.code).toBe(code);
      expect(response.body.errors).toHaveProperty(field);
      expect((await zones()).map((zone) => zone.name)).not.toContain('Bad');
    });

    it('is for admins only', async () => {
      const { token } = await loggedInUser(shop);
      await shop.api.get('/api/shipping/zones').set('token', token).expect(403);
      await shop.api
        .post('/api/shipping/zones')
        .set('token', token)
        .send(shippingZone({ cities: ['Abha'] }))
        .expect(403);
      await shop.api.get('/api/shipping/zones').expect(401);
    });
  });

  describe('quote', () => {
    beforeAll(async () => {
      await addZone(
        shippingZone({
          name: 'Riyadh',
          nameAr: 'الرياض',
          cities: ['Riyadh', 'Al Kharj'],
          fee: 25,
          freeAbove: 300,
          minDays: 1,
          maxDays: 2,
          cod: true,
          codFee: 15,
        }),
      ).expect(201);
    });

    it("answers the zone, fee and days of the caller's cart for a city", async () => {
      const { token } = await shopperWithCart(120);
      const response = await quote(token, { city: 'الرياض' }).expect(200);
      expect(response.body).toEqual({
        city: 'Riyadh',
        cityAr: 'الرياض',
        zone: { _id: expect.any(String), name: 'Riyadh', nameAr: 'الرياض' },
        fee: 25,
        freeAbove: 300,
        minDays: 1,
        maxDays: 2,
        cod: true,
        codFee: 15,
        codMaxTotal: 2000,
      });
    });

    it('is free from the threshold on, and not below it', async () => {
      const at = await shopperWithCart(300);
      expect((await quote(at.token, { city: 'Al Kharj' }).expect(200)).body.fee).toBe(0);
      const below = await shopperWithCart(299.99);
      expect((await quote(below.token, { city: 'Al Kharj' }).expect(200)).body.fee).toBe(25);
    });

    it('quotes to an address of the caller, and never to anyone else’s', async () => {
      const sara = await shopperWithCart(50);
      const address = await shop.api
        .post('/api/user/addresses')
        .set('token', sara.token)
        .send(nationalAddress({ city: 'Al Kharj' }))
        .expect(201);
      const mine = await quote(sara.token, { addressId: address.body.address._id }).expect(200);
      expect(mine.body).toMatchObject({ city: 'Al Kharj', fee: 25 });
      const omar = await shopperWithCart(50);
      const theirs = await quote(omar.token, { addressId: address.body.address._id }).expect(404);
      expect(theirs.body.code).toBe('ADDRESS_NOT_FOUND');
    });

    it('says in English and Arabic that a city no zone serves is not delivered to', async () => {
      const { token } = await shopperWithCart(80);
      const response = await quote(token, { city: 'Tabuk' }).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'CITY_NOT_SERVED',
        message: 'We do not deliver to Tabuk yet.',
        params: { city: 'Tabuk' },
      });
      expect(ERRORS.CITY_NOT_SERVED.ar).toContain('لا نوصّل');
    });

    it('refuses an unknown city, a missing place and an anonymous caller', async () => {
      const { token } = await shopperWithCart(80);
      expect((await quote(token, { city: 'Springfield' }).expect(400)).body.code).toBe(
        'CITY_UNKNOWN',
      );
      expect((await quote(token, {}).expect(400)).body.code).toBe('QUOTE_PLACE_REQUIRED');
      await shop.api.get('/api/shipping/quote').query({ city: 'Riyadh' }).expect(401);
    });
  });
});
