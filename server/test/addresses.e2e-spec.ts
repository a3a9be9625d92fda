import { MAX_ADDRESSES_PER_USER } from '@shop/shared';
import { loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { nationalAddress } from './support/delivery';

describe('address book and cities', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const addAddress = (token: string, address: object) =>
    shop.api.post('/api/user/addresses').set('token', token).send(address);
  const addressesOf = async (token: string) =>
    (await shop.api.get('/api/user/addresses').set('token', token).expect(200)).body.addresses as {
      _id: string;
      label?: string;
      city: string;
      isDefault: boolean;
    }[];

  describe('cities', () => {
    it('lists the Saudi cities in English and Arabic with their regions, to anyone', async () => {
      const response = await shop.api.get('/api/shipping/cities').expect(200);
      const cities = response.body.cities as { name: string; nameAr: string; region: string }[];
      expect(cities.length).toBeGreaterThan(100);
      expect(cities).toContainEqual({
        name: 'Riyadh',
        nameAr: 'الرياض',
        region: 'Riyadh',
        regionAr: 'الرياض',
      });
      expect(cities.find((city) => city.name === 'Tabuk')).toMatchObject({ nameAr: 'تبوك' });
      expect(response.headers['cache-control']).toContain('max-age');
    });
  });

  describe('addresses', () => {
    it('are kept per shopper: the first is the default, isDefault moves it', async () => {
      const sara = await loggedInUser(shop);
      expect(await addressesOf(sara.token)).toEqual([]);
      const home = await addAddress(sara.token, nationalAddress()).expect(201);
      expect(home.body.message).toBe('Address saved.');
      expect(home.body.address).toMatchObject({
        ...nationalAddress(),
        _id: expect.any(String),
        cityAr: 'الرياض',
        isDefault: true,
      });
      const work = await addAddress(sara.token, nationalAddress({ label: 'Work' })).expect(201);
      expect(work.body.address.isDefault).toBe(false);

      await shop.api
        .put(`/api/user/addresses/${work.body.address._id}`)
        .set('token', sara.token)
        .send(nationalAddress({ label: 'Office', isDefault: true }))
        .expect(200);
      const book = await addressesOf(sara.token);
      expect(book.map(({ label, isDefault }) => ({ label, isDefault }))).toEqual([
        { label: 'Office', isDefault: true },
        { label: 'Home', isDefault: false },
      ]);

      // Deleting the default passes it on to the address left.
      await shop.api
        .delete(`/api/user/addresses/${work.body.address._id}`)
        .set('token', sara.token)
        .expect(200, { message: 'Address deleted.' });
      expect(await addressesOf(sara.token)).toMatchObject([{ label: 'Home', isDefault: true }]);
    });

    it('take Arabic-Indic digits, an Arabic city name and a short address in any case', async () => {
      const { token } = await loggedInUser(shop);
      const response = await addAddress(
        token,
        nationalAddress({
          city: 'جدة',
          buildingNumber: '٢٩٢٩',
          postalCode: '٢٣٤٣٢',
          additionalNumber: '٧٦٥٤',
          shortAddress: 'jesa ٢٩٢٩',
        }),
      ).expect(201);
      expect(response.body.address).toMatchObject({
        city: 'Jeddah',
        cityAr: 'جدة',
        buildingNumber: '2929',
        postalCode: '23432',
        additionalNumber: '7654',
        shortAddress: 'JESA2929',
      });
    });

    it.each([
      ['0501234567', '+966501234567'],
      ['٠٥٠١٢٣٤٥٦٧', '+966501234567'],
      ['۰۵۰۱۲۳۴۵۶۷', '+966501234567'],
      [' 0501234567 ', '+966501234567'],
      ['+٩٧١٥٠١٢٣٤٥٦٧', '+971501234567'],
    ])('take the phone %j as registration does, kept as %s', async (typed, kept) => {
      const { token } = await loggedInUser(shop);
      const added = await addAddress(token, nationalAddress({ phone: typed })).expect(201);
      expect(added.body.address.phone).toBe(kept);
      expect(await addressesOf(token)).toMatchObject([{ phone: kept }]);
    });

    it('take a Saudi mobile typed the local way when an address is changed', async () => {
      const { token } = await loggedInUser(shop);
      const { _id } = (await addAddress(token, nationalAddress()).expect(201)).body.address;
      const change = (phone: string) =>
        shop.api
          .put(`/api/user/addresses/${_id}`)
          .set('token', token)
          .send(nationalAddress({ phone }));
      expect((await change('0551234567').expect(200)).body.address.phone).toBe('+966551234567');
      expect((await change('٠٥٦٧٦٥٤٣٢١').expect(200)).body.address.phone).toBe('+966567654321');
      const refused = await change('0451234567').expect(400);
      expect(refused.body).toMatchObject({ code: 'PHONE_INVALID' });
      expect(await addressesOf(token)).toMatchObject([{ _id, phone: '+966567654321' }]);
    });

    it.each([
      ['buildingNumber', '292', 'BUILDING_NUMBER_INVALID'],
      ['buildingNumber', '29a9', 'BUILDING_NUMBER_INVALID'],
      ['postalCode', '1221', 'POSTAL_CODE_INVALID'],
      ['postalCode', '122145', 'POSTAL_CODE_INVALID'],
      ['additionalNumber', '76543', 'ADDITIONAL_NUMBER_INVALID'],
      ['shortAddress', 'RRR2929', 'SHORT_ADDRESS_INVALID'],
      ['shortAddress', 'RRRDD929', 'SHORT_ADDRESS_INVALID'],
      ['city', 'Springfield', 'CITY_UNKNOWN'],
      ['phone', '0500', 'PHONE_INVALID'],
      ['phone', '501234567', 'PHONE_INVALID'],
      ['phone', '05012345678', 'PHONE_INVALID'],
      ['phone', '', 'PHONE_REQUIRED'],
    ])('refuse %s %j with 400 %s and save nothing', async (field, value, code) => {
      const { token } = await loggedInUser(shop);
      const response = await addAddress(token, nationalAddress({ [field]: value })).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code });
      expect(response.body.errors).toHaveProperty(field);
      expect(await addressesOf(token)).toEqual([]);
    });

    it('refuse an operator where a text goes', async () => {
      const { token } = await loggedInUser(shop);
      const response = await addAddress(token, nationalAddress({ city: { $ne: 'x' } })).expect(400);
      expect(response.body.errors).toHaveProperty('city');
      expect(await addressesOf(token)).toEqual([]);
    });

    it(`hold at most ${MAX_ADDRESSES_PER_USER} per shopper`, async () => {
      const { token } = await loggedInUser(shop);
      await Promise.all(
        Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, index) =>
          addAddress(token, nationalAddress({ label: `Place ${index}` })).expect(201),
        ),
      );
      const full = await addAddress(token, nationalAddress()).expect(409);
      expect(full.body).toMatchObject({ code: 'ADDRESS_BOOK_FULL', params: { max: '10' } });
      const book = await addressesOf(token);
      expect(book).toHaveLength(MAX_ADDRESSES_PER_USER);
      expect(book.filter((address) => address.isDefault)).toHaveLength(1);
    });

    describe('under concurrent calls', () => {
      const RUNS = 6;
      const deleteAddress = (token: string, id: string) =>
        shop.api.delete(`/api/user/addresses/${id}`).set('token', token);
      const setDefault = (token: string, id: string, label: string) =>
        shop.api
          .put(`/api/user/addresses/${id}`)
          .set('token', token)
          .send(nationalAddress({ label, isDefault: true }));
      /** A new shopper's book of `size` addresses, Place 0 (the default) to Place size-1. */
      const bookOf = async (size: number) => {
        const { token } = await loggedInUser(shop);
        const ids: string[] = [];
        for (let index = 0; index < size; index++) {
          const added = await addAddress(
            token,
            nationalAddress({ label: `Place ${index}` }),
          ).expect(201);
          ids.push(added.body.address._id);
        }
        return { token, ids };
      };
      const defaultsOf = async (token: string) =>
        (await addressesOf(token)).filter((address) => address.isDefault).map(({ label }) => label);

      it('keep one default, the first one left, when the default goes with others', async () => {
        for (let run = 0; run < RUNS; run++) {
          const { token, ids } = await bookOf(6);
          await Promise.all(ids.slice(0, 3).map((id) => deleteAddress(token, id).expect(200)));
          const book = await addressesOf(token);
          expect(book.map(({ label }) => label)).toEqual(['Place 3', 'Place 4', 'Place 5']);
          expect(book.map(({ isDefault }) => isDefault)).toEqual([true, false, false]);
        }
      });

      it('keep no default once every address is gone, and give the next one it', async () => {
        const { token, ids } = await bookOf(4);
        await Promise.all(ids.map((id) => deleteAddress(token, id).expect(200)));
        expect(await addressesOf(token)).toEqual([]);
        await addAddress(token, nationalAddress({ label: 'Again' })).expect(201);
        expect(await defaultsOf(token)).toEqual(['Again']);
      });

      it('never keep two defaults, nor none, when set-default, add and delete race', async () => {
        for (let run = 0; run < RUNS; run++) {
          const { token, ids } = await bookOf(6);
          await Promise.all([
            ...ids.slice(0, 3).map((id) => deleteAddress(token, id).expect(200)),
            setDefault(token, ids[3]!, 'Chosen 3').expect(200),
            setDefault(token, ids[4]!, 'Chosen 4').expect(200),
            addAddress(token, nationalAddress({ label: 'New default', isDefault: true })).expect(
              201,
            ),
            addAddress(token, nationalAddress({ label: 'New' })).expect(201),
          ]);
          const book = await addressesOf(token);
          expect(book).toHaveLength(5);
          const defaults = await defaultsOf(token);
          expect(defaults).toHaveLength(1);
          expect(['Chosen 3', 'Chosen 4', 'New default']).toContain(defaults[0]);
        }
      });
    });

    it("are their owner's alone: another shopper's answer 404 and stay as they were", async () => {
      const sara = await loggedInUser(shop);
      const omar = await loggedInUser(shop);
      const saras = (await addAddress(sara.token, nationalAddress()).expect(201)).body.address;
      await addAddress(omar.token, nationalAddress({ label: 'Omar' })).expect(201);

      const edit = await shop.api
        .put(`/api/user/addresses/${saras._id}`)
        .set('token', omar.token)
        .send(nationalAddress({ street: 'Stolen Street' }))
        .expect(404);
      expect(edit.body.code).toBe('ADDRESS_NOT_FOUND');
      await shop.api
        .delete(`/api/user/addresses/${saras._id}`)
        .set('token', omar.token)
        .expect(404);
      expect(await addressesOf(sara.token)).toMatchObject([{ street: 'King Fahd Road' }]);
      expect((await addressesOf(omar.token)).map((address) => address.label)).toEqual(['Omar']);
    });

    it('need a login, and a well-formed id', async () => {
      await shop.api.get('/api/user/addresses').expect(401);
      await shop.api.post('/api/user/addresses').send(nationalAddress()).expect(401);
      const { token } = await loggedInUser(shop);
      await shop.api.delete('/api/user/addresses/not-an-id').set('token', token).expect(400);
    });
  });
});
