import { MAX_FITMENTS, type Product, type ProductPartFields } from '@shop/shared';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProductRequest, adminToken, createCategory } from './support/catalog';
import { png } from './support/images';

/** A Toyota of model year 2020, by a VIN the shop decodes (its check digit holds). */
const TOYOTA_2020_VIN = '4T1B11HK6LU123456';

type Fitment = NonNullable<ProductPartFields['fitments']>[number];
type Part = Pick<
  Product,
  '_id' | 'name' | 'manufacturer' | 'partNumber' | 'oemNumbers' | 'universal' | 'fitments'
>;

describe('fitment and part numbers', () => {
  let shop: TestApp;
  let admin: string;
  let category: string;
  /** Toyota Genuine pads: Camry 2018-2023 (any engine), Lexus ES 2019-2023 with the 2.5 L. */
  let pads: Part;
  /** Aftermarket pads for the same cars, a little cheaper. */
  let akebono: Part;
  let oil: Part;
  let tahoeDiscs: Part;
  /** A part listed the documented way: carDetails Toyota Camry 2020. */
  let documented: Part;

  /** addProduct as the back office sends it: multipart, the fitments as one JSON text field. */
  const addPart = async (
    fields: Record<string, string> & { fitments?: string },
    status = 201,
  ): Promise<Part> => {
    const request = shop.api.post('/api/product/addProduct').set('token', admin);
    const form = {
      description: 'A part',
      price: '100',
      category,
      ...fields,
    };
    for (const [name, value] of Object.entries(form)) request.field(name, value);
    const response = await request.attach('productImage', png(), 'part.png').expect(status);
    return status === 201 ? response.body.product : response.body;
  };
  const fitments = (...list: Fitment[]) => JSON.stringify(list);

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
    category = (await createCategory(shop, admin, 'Brakes'))._id;
    pads = await addPart({
      name: 'Front brake pads',
      price: '295',
      manufacturer: 'Toyota Genuine',
      partNumber: '04465-33471',
      oemNumbers: '04465-33480, 04465-YZZR3',
      stock: '3',
      // Named as people type them: the catalog's names are stored.
      fitments: fitments(
        { make: 'تويوتا', model: 'camry', yearFrom: 2018, yearTo: 2023 },
        { make: 'LEXUS', model: 'es', yearFrom: 2019, yearTo: 2023, engine: '2.5l-i4' },
      ),
    });
    akebono = await addPart({
      name: 'Ceramic front pads',
      price: '260',
      manufacturer: 'Akebono',
      partNumber: 'ACT2175',
      oemNumbers: '04465-33471',
      stock: '0',
      fitments: fitments({ make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2024 }),
    });
    oil = await addPart({ name: 'Engine oil 5W-30', price: '175', universal: 'true' });
    tahoeDiscs = await addPart({
      name: 'Front discs',
      price: '780',
      manufacturer: 'ACDelco',
      partNumber: '18A2724',
      fitments: fitments({ make: 'Chevrolet', model: 'Tahoe', yearFrom: 2015, yearTo: 2020 }),
    });
    documented = (
      await addProductRequest(shop, admin, {
        category,
        name: 'Camry cabin filter',
        agency: 'Toyota',
        model: 'Camry',
        year: '2020',
        warranty: 'true',
      }).expect(201)
    ).body.product;
  });
  afterAll(() => shop.close());

  const ids = (products: { _id: string }[]) => products.map((product) => product._id);
  const search = async (query: string) =>
    (await shop.api.get(`/api/product?${query}`).expect(200)).body.products as Part[];
  const list = async (query: string) =>
    (await shop.api.get(`/api/product/getAllProducts?${query}`).expect(200)).body;

  describe('products', () => {
    it("take a maker, numbers and fitments, answered in the catalog's names in both languages", () => {
      expect(pads).toMatchObject({
        manufacturer: 'Toyota Genuine',
        partNumber: '04465-33471',
        oemNumbers: ['04465-33480', '04465-YZZR3'],
        fitments: [
          {
            make: 'Toyota',
            makeAr: 'تويوتا',
            model: 'Camry',
            modelAr: 'كامري',
            yearFrom: 2018,
            yearTo: 2023,
          },
          {
            make: 'Lexus',
            makeAr: 'لكزس',
            model: 'ES',
            modelAr: 'إي إس',
            yearFrom: 2019,
            yearTo: 2023,
            engine: '2.5L-I4',
          },
        ],
      });
      expect(pads).not.toHaveProperty('universal');
      expect(oil.universal).toBe(true);
    });

    it('answer part data only when they have it, wherever a product is answered', async () => {
      for (const field of ['manufacturer', 'partNumber', 'oemNumbers', 'universal', 'fitments']) {
        expect(documented).not.toHaveProperty(field);
      }
      // The documented carDetails stay as they were, and are not answered as a fitment.
      expect(documented).toMatchObject({
        carDetails: { agency: 'Toyota', model: 'Camry', year: 2020, warranty: true },
      });
      const one = (await shop.api.get(`/api/product/getCarById/${pads._id}`).expect(200)).body;
      expect(one.product).toEqual(expect.objectContaining({ fitments: pads.fitments }));
      const listed = (await list('')).products.find((product: Part) => product._id === pads._id);
      expect(listed.fitments).toEqual(pads.fitments);
      expect(Object.keys(listed)).not.toEqual(expect.arrayContaining(['partKeys']));
    });

    it('take fitments as multipart bracket fields too, and as JSON in an update', async () => {
      const bracket = await addPart({
        name: 'Wiper blades',
        'fitments[0][make]': 'Hyundai',
        'fitments[0][model]': 'Sonata',
        'fitments[0][yearFrom]': '2020',
        'fitments[0][yearTo]': '2024',
        'fitments[0][notes]': 'Both blades',
      });
      expect(bracket.fitments).toEqual([
        {
          make: 'Hyundai',
          makeAr: 'هيونداي',
          model: 'Sonata',
          modelAr: 'سوناتا',
          yearFrom: 2020,
          yearTo: 2024,
          notes: 'Both blades',
        },
      ]);
      const updated = await shop.api
        .put(`/api/product/updateProduct/${bracket._id}`)
        .set('token', admin)
        .send({
          fitments: [{ make: 'Kia', model: 'K5', yearFrom: 2021, yearTo: 2024 }],
          oemNumbers: ['98350-L1000'],
          partNumber: '3 397 118 986',
        })
        .expect(200);
      expect(updated.body.product).toMatchObject({
        partNumber: '3 397 118 986',
        oemNumbers: ['98350-L1000'],
        fitments: [{ make: 'Kia', model: 'K5', yearFrom: 2021, yearTo: 2024 }],
      });
      // Emptied, the lists and numbers go.
      const cleared = await shop.api
        .put(`/api/product/updateProduct/${bracket._id}`)
        .set('token', admin)
        .send({ fitments: [], oemNumbers: [], partNumber: null, manufacturer: '' })
        .expect(200);
      for (const field of ['fitments', 'oemNumbers', 'partNumber', 'manufacturer']) {
        expect(cleared.body.product).not.toHaveProperty(field);
      }
    });
  });

  describe('the car search', () => {
    it('finds a part in every year of its range, and none outside it', async () => {
      for (const year of [2018, 2020, 2021, 2023]) {
        expect(ids(await search(`brand=Toyota&model=Camry&year=${year}`))).toContain(pads._id);
      }
      for (const year of [2017, 2024]) {
        expect(ids(await search(`brand=Toyota&model=Camry&year=${year}`))).not.toContain(pads._id);
      }
      expect(ids(await search('brand=Toyota&model=Corolla&year=2020'))).not.toContain(pads._id);
    });

    it('answers the parts that fit first, then the universal ones', async () => {
      const found = ids(await search('brand=Toyota&model=Camry&year=2020'));
      expect(found).toEqual([documented._id, akebono._id, pads._id, oil._id]);
      // A page cuts the same list.
      const page = await shop.api
        .get('/api/product?brand=Toyota&model=Camry&year=2020&page=2&limit=2')
        .expect(200);
      expect(page.body.total).toBe(4);
      expect(ids(page.body.products)).toEqual([pads._id, oil._id]);
    });

    it('never hides a part that fits for the warranty, and puts genuine parts first when true', async () => {
      const camry = 'brand=Toyota&model=Camry&year=2020';
      expect(ids(await search(`${camry}&warranty=false`))).toEqual(ids(await search(camry)));
      expect(ids(await search(`${camry}&warranty=true`))).toEqual([
        pads._id,
        documented._id,
        akebono._id,
        oil._id,
      ]);
    });

    it('reads makes and models in Arabic or any case', async () => {
      const arabic = await search(
        `brand=${encodeURIComponent('تويوتا')}&model=${encodeURIComponent('كامري')}&year=2020`,
      );
      expect(ids(arabic)).toEqual(ids(await search('brand=TOYOTA&model=camry&year=2020')));
      expect(ids(arabic)).toContain(pads._id);
    });

    it('asks the engine to agree only when both name one', async () => {
      const es = (engine: string) => search(`brand=Lexus&model=ES&year=2020&engine=${engine}`);
      expect(ids(await es('2.5L-I4'))).toContain(pads._id);
      expect(ids(await es('3.5L-V6'))).not.toContain(pads._id);
      // The Camry fitment names no engine: every Camry engine fits.
      expect(ids(await search('brand=Toyota&model=Camry&year=2020&engine=3.5L-V6'))).toContain(
        pads._id,
      );
    });

    it('finds by a VIN the maker and year it names, with the model picked', async () => {
      const decoded = (await shop.api.get(`/api/car/decodeVin/${TOYOTA_2020_VIN}`).expect(200))
        .body;
      expect(decoded).toMatchObject({ manufacturer: 'Toyota', modelYear: 2020 });
      const found = await search(`carEngine=${TOYOTA_2020_VIN}&model=Camry`);
      expect(ids(found)).toEqual(ids(await search('brand=Toyota&model=Camry&year=2020')));
    });

    it('filters the list by maker, price and stock, and counts the whole result', async () => {
      const camry = 'brand=Toyota&model=Camry&year=2020';
      const first = await list(`${camry}&page=1&limit=1&facets=true`);
      expect(first.total).toBe(4);
      expect(first.products).toHaveLength(1);
      expect(first.facets).toEqual({
        manufacturers: [
          { name: 'Akebono', count: 1 },
          { name: 'Toyota Genuine', count: 1 },
        ],
        // Akebono's stock is 0; the others are in stock or not tracked.
        inStock: 3,
        price: { min: 175, max: 295 },
      });
      expect(ids((await list(`${camry}&manufacturer=toyota%20genuine`)).products)).toEqual([
        pads._id,
      ]);
      expect(ids((await list(`${camry}&minPrice=255&maxPrice=280`)).products)).toEqual([
        akebono._id,
      ]);
      expect(ids((await list(`${camry}&inStock=true`)).products)).toEqual([
        documented._id,
        pads._id,
        oil._id,
      ]);
      const reversed = await shop.api
        .get('/api/product/getAllProducts?minPrice=300&maxPrice=200')
        .expect(400);
      expect(reversed.body.code).toBe('PRICE_RANGE_INVALID');
      // Without any criterion, the facets are null-safe.
      expect((await list('keywords=nosuchword&facets=true')).facets).toEqual({
        manufacturers: [],
        inStock: 0,
        price: null,
      });
    });
  });

  describe('part numbers', () => {
    it.each([
      ['as the maker writes it', '04465-33471'],
      ['without dashes', '0446533471'],
      ['with spaces and dots', '04465 334.71'],
      ['in Arabic-Indic digits', '٠٤٤٦٥-٣٣٤٧١'],
    ])("are found %s, the maker's and the OEM number alike", async (_how, typed) => {
      const found = ids(await search(`partNumber=${encodeURIComponent(typed)}`));
      // Toyota's own number, and Akebono's pads, which replace it.
      expect(found.sort()).toEqual([pads._id, akebono._id].sort());
    });

    it('are found by OEM number in any case, and by keywords', async () => {
      expect(ids(await search('partNumber=04465-yzzr3'))).toEqual([pads._id]);
      expect(ids(await search('keywords=04465-33471')).sort()).toEqual(
        [pads._id, akebono._id].sort(),
      );
      expect(ids(await search('keywords=18A2724'))).toEqual([tahoeDiscs._id]);
      expect(ids(await search('keywords=akebono'))).toEqual([akebono._id]);
      expect(await search('partNumber=---')).toEqual([]);
    });
  });

  describe('the fit check', () => {
    const check = (id: string, query: string, token?: string) => {
      const request = shop.api.get(`/api/product/fitCheck/${id}?${query}`);
      return token ? request.set('token', token) : request;
    };

    it('answers whether a part fits a named car, and its fitments of that model', async () => {
      const fits = await check(pads._id, 'make=toyota&model=camry&year=2021').expect(200);
      expect(fits.body).toEqual({
        fits: true,
        universal: false,
        fitments: [pads.fitments![0]],
      });
      // A Camry owner on a Tahoe part is told.
      const tahoe = await check(tahoeDiscs._id, 'make=Toyota&model=Camry&year=2020').expect(200);
      expect(tahoe.body).toEqual({ fits: false, universal: false, fitments: [] });
      const tooNew = await check(pads._id, 'make=Toyota&model=Camry&year=2024').expect(200);
      expect(tooNew.body.fits).toBe(false);
      expect(tooNew.body.fitments).toEqual([pads.fitments![0]]);
      const universal = await check(oil._id, 'make=GMC&model=Yukon&year=1999').expect(200);
      expect(universal.body).toEqual({ fits: true, universal: true, fitments: [] });
      // carDetails count as one fitment of that year.
      expect((await check(documented._id, 'make=Toyota&model=Camry&year=2020')).body.fits).toBe(
        true,
      );
      expect((await check(documented._id, 'make=Toyota&model=Camry&year=2021')).body.fits).toBe(
        false,
      );
      const nothing = await check(pads._id, 'year=2020').expect(400);
      expect(nothing.body.code).toBe('VEHICLE_REQUIRED');
      await check('0'.repeat(24), 'make=Toyota&model=Camry').expect(404);
    });

    it("checks one of the caller's cars by its id, and nobody else's", async () => {
      const owner = await loggedInUser(shop);
      const car = (
        await shop.api
          .post('/api/car/registerUserCar')
          .set('token', owner.token)
          .field('mileage', '1000')
          .field('engineNumber', TOYOTA_2020_VIN)
          .field('model', 'كامري')
          .attach('logo', png(), 'logo.png')
          .expect(201)
      ).body.car;
      expect(car.vehicle).toEqual({
        make: 'Toyota',
        makeAr: 'تويوتا',
        model: 'Camry',
        modelAr: 'كامري',
        year: 2020,
      });
      const mine = await check(pads._id, `carId=${car._id}`, owner.token).expect(200);
      expect(mine.body.fits).toBe(true);
      const stranger = await loggedInUser(shop);
      const theirs = await check(pads._id, `carId=${car._id}`, stranger.token).expect(404);
      expect(theirs.body.code).toBe('CAR_NOT_FOUND');
      await check(pads._id, `carId=${car._id}`).expect(401);
      await check(pads._id, `carId=${car._id}`, 'not-a-token').expect(401);
    });
  });

  describe('bad input', () => {
    const refused = async (fields: Record<string, string>, code: string, field: string) => {
      const body = (await addPart({ name: 'Refused part', ...fields }, 400)) as unknown as {
        code: string;
        errorCodes: Record<string, string[]>;
      };
      expect(body.code).toBe(code);
      expect(body.errorCodes[field]).toEqual([code]);
    };
    const camry = { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2020 };

    it('refuses years upside down or outside 1950 to next year, each naming its field', async () => {
      await refused(
        { fitments: fitments({ ...camry, yearFrom: 2021 }) },
        'YEAR_RANGE_REVERSED',
        'fitments.0.yearTo',
      );
      await refused(
        { fitments: fitments({ ...camry, yearFrom: 1949 }) },
        'YEAR_INVALID',
        'fitments.0.yearFrom',
      );
      await refused(
        { fitments: fitments({ ...camry, yearTo: new Date().getFullYear() + 2 }) },
        'YEAR_INVALID',
        'fitments.0.yearTo',
      );
    });

    it('reads a year or a stock only as decimal digits, in a search as in a form', async () => {
      // Number() reads each of these as a number; none is one as a query or a form writes it.
      for (const written of ['0x7E4', '2.02e3', '+2020', 'Infinity']) {
        const year = encodeURIComponent(written);
        const search = await shop.api.get(`/api/product?brand=Toyota&year=${year}`).expect(400);
        expect(search.body.errorCodes).toEqual({ year: ['YEAR_INVALID'] });
        const makes = await shop.api.get(`/api/vehicles/makes?year=${year}`).expect(400);
        expect(makes.body.errorCodes).toEqual({ year: ['YEAR_INVALID'] });
      }
      await shop.api.get('/api/product?brand=Toyota&year=2020').expect(200);
      await refused({ stock: '1e1' }, 'NUMBER_INVALID', 'stock');
    });

    it('refuses makes, models and engines the catalog does not have', async () => {
      await refused(
        { fitments: fitments({ ...camry, make: 'Tesla' }) },
        'VEHICLE_MAKE_UNKNOWN',
        'fitments.0.make',
      );
      await refused(
        { fitments: fitments(camry, { ...camry, model: 'Tahoe' }) },
        'VEHICLE_MODEL_UNKNOWN',
        'fitments.1.model',
      );
      await refused(
        { fitments: fitments({ ...camry, engine: '6.2L-V8' }) },
        'VEHICLE_ENGINE_UNKNOWN',
        'fitments.0.engine',
      );
    });

    it('refuses too many fitments, long or empty part numbers and lists that are not lists', async () => {
      await refused(
        { fitments: fitments(...Array.from({ length: MAX_FITMENTS + 1 }, () => camry)) },
        'FITMENTS_TOO_MANY',
        'fitments',
      );
      await refused({ partNumber: 'X'.repeat(41) }, 'TEXT_TOO_LONG', 'partNumber');
      await refused({ partNumber: '-- / --' }, 'PART_NUMBER_INVALID', 'partNumber');
      await refused(
        { oemNumbers: JSON.stringify(Array.from({ length: 51 }, (_, n) => `N${n}`)) },
        'OEM_NUMBERS_TOO_MANY',
        'oemNumbers',
      );
      await refused({ fitments: '[{"make": "Toyota"' }, 'FITMENTS_INVALID', 'fitments');
      await refused({ fitments: '["Camry"]' }, 'FITMENTS_INVALID', 'fitments');
      const names = (await list('keywords=refused')).products;
      expect(names).toEqual([]);
    });

    it('leaves a product as it was when an update is refused', async () => {
      const before = (await shop.api.get(`/api/product/getCarById/${pads._id}`).expect(200)).body;
      const response = await shop.api
        .put(`/api/product/updateProduct/${pads._id}`)
        .set('token', admin)
        .send({
          name: 'Renamed pads',
          partNumber: 'NEW-1',
          fitments: [camry, { ...camry, model: 'Nosuchmodel' }],
        })
        .expect(400);
      expect(response.body.errorCodes).toEqual({ 'fitments.1.model': ['VEHICLE_MODEL_UNKNOWN'] });
      const after = (await shop.api.get(`/api/product/getCarById/${pads._id}`).expect(200)).body;
      expect(after).toEqual(before);
    });
  });
});
