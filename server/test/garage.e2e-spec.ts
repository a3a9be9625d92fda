import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES, VALIDATION } from '@shop/shared';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory, createPackage, pathOf } from './support/catalog';
import { png } from './support/images';

const VIN = '1HGCM82633A004352';

describe('garage', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
  });
  afterAll(() => shop.close());

  /** registerUserCar as the Add Vehicle screen sends it. */
  const registerCar = (
    token: string,
    fields: Record<string, string>,
    logo: Buffer | null = png(),
  ) => {
    const request = shop.api.post('/api/car/registerUserCar').set('token', token);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    if (logo) request.attach('logo', logo, 'logo.png');
    return request;
  };
  const byDetails = {
    mileage: '42000',
    model: 'Camry',
    year: '2020',
    agency: 'Toyota',
    warranty: 'true',
  };

  describe('car brands', () => {
    it('are the brands sold in Saudi Arabia, each with a PNG logo the shop serves', async () => {
      const response = await shop.api.get('/api/car/getAllcarBrands').expect(200);
      expect(response.body.message).toBe('Car Brands retrieved successfully.');
      const names = response.body.cars.map((brand: { carBrand: string }) => brand.carBrand);
      for (const name of [
        'Toyota',
        'Hyundai',
        'Nissan',
        'Kia',
        'Chevrolet',
        'Ford',
        'GMC',
        'Honda',
        'Mazda',
        'Mitsubishi',
        'Lexus',
        'Mercedes-Benz',
        'BMW',
        'Isuzu',
        'Changan',
        'Geely',
        'MG',
      ]) {
        expect(names).toContain(name);
      }
      const toyota = response.body.cars.find(
        (brand: { carBrand: string }) => brand.carBrand === 'Toyota',
      );
      expect(toyota).toEqual({
        _id: expect.any(String),
        carBrand: 'Toyota',
        nameAr: 'تويوتا',
        carBrandLogo: { url: expect.stringMatching(/\.png$/) },
      });
      const logo = await shop.api.get(pathOf(toyota.carBrandLogo.url)).expect(200);
      expect(logo.headers['content-type']).toBe('image/png');
      // The screen sends this very file back as the car's logo: it must pass the upload checks.
      const user = await loggedInUser(shop);
      await registerCar(user.token, byDetails, logo.body).expect(201);
    });

    it('are added and deleted by admins only', async () => {
      const user = await loggedInUser(shop);
      const add = (token: string) =>
        shop.api
          .post('/api/car/addCarBrand')
          .set('token', token)
          .field('carBrand', 'Exeed')
          .attach('logo', png(), 'exeed.png');
      await add(user.token).expect(403);
      const created = await add(admin).expect(201);
      expect(created.body.carBrand).toMatchObject({ carBrand: 'Exeed' });
      await add(admin).expect(409);
      await shop.api
        .delete(`/api/car/deleteCarBrand/${created.body.carBrand._id}`)
        .set('token', user.token)
        .expect(403);
      await shop.api
        .delete(`/api/car/deleteCarBrand/${created.body.carBrand._id}`)
        .set('token', admin)
        .expect(200);
      await shop.api.get(pathOf(created.body.carBrand.carBrandLogo.url)).expect(404);
    });
  });

  describe('registering cars', () => {
    it('by details answers the spec message and stores the car', async () => {
      const user = await loggedInUser(shop);
      const response = await registerCar(user.token, byDetails).expect(201);
      expect(response.body).toEqual({
        message: 'Car registered successfully with car details.',
        car: {
          _id: expect.any(String),
          logo: { url: expect.stringMatching(/\/uploads\/cars\//) },
          mileage: 42000,
          mileageUpdatedAt: expect.any(String),
          carDetails: { model: 'Camry', year: 2020, agency: 'Toyota', warranty: true },
          vehicle: {
            make: 'Toyota',
            makeAr: 'تويوتا',
            model: 'Camry',
            modelAr: 'كامري',
            year: 2020,
          },
        },
      });
    });

    it('by VIN answers the spec message, upper-casing the VIN', async () => {
      const user = await loggedInUser(shop);
      const response = await registerCar(user.token, {
        mileage: '1000',
        engineNumber: VIN.toLowerCase(),
      }).expect(201);
      expect(response.body.message).toBe('Car registered successfully with engine number.');
      expect(response.body.car).toMatchObject({ engineNumber: VIN, mileage: 1000 });
      expect(response.body.car.carDetails).toBeUndefined();
    });

    it('by VIN keeps the maker and model year the shop decodes, never those a client sends', async () => {
      const user = await loggedInUser(shop);
      const car = (
        await registerCar(user.token, {
          mileage: '1000',
          engineNumber: VIN,
          'decoded[manufacturer]': 'Ferrari',
          'decoded[modelYear]': '1999',
        }).expect(201)
      ).body.car;
      expect(car.decoded).toEqual({ manufacturer: 'Honda', modelYear: 2003 });
      const mine = await shop.api.get('/api/car/userCars').set('token', user.token).expect(200);
      expect(mine.body.cars.map((c: { decoded?: unknown }) => c.decoded)).toEqual([
        { manufacturer: 'Honda', modelYear: 2003 },
      ]);
      const all = await shop.api.get('/api/car/allCars').set('token', admin).expect(200);
      expect(all.body.cars.find((c: { _id: string }) => c._id === car._id).decoded).toEqual({
        manufacturer: 'Honda',
        modelYear: 2003,
      });

      // Known by its details now: nothing decoded is left behind.
      const changed = await shop.api
        .put(`/api/car/updateUserCar/${car._id}`)
        .set('token', user.token)
        .field('mileage', '1200')
        .field('model', 'Accord')
        .field('year', '2003')
        .field('agency', 'Honda')
        .field('warranty', 'false')
        .expect(200);
      expect(changed.body.car.decoded).toBeUndefined();
      // And a car by details never gets one.
      const byHand = (await registerCar(user.token, byDetails).expect(201)).body.car;
      expect(byHand.decoded).toBeUndefined();
    });

    it('refuses a VIN the user already has with 409 and the err field; others may share it', async () => {
      const user = await loggedInUser(shop);
      await registerCar(user.token, { mileage: '10', engineNumber: VIN }).expect(201);
      const again = await registerCar(user.token, {
        mileage: '10',
        engineNumber: VIN.toLowerCase(),
      }).expect(409);
      expect(again.body).toEqual({
        statusCode: 409,
        code: 'VIN_DUPLICATE',
        message: 'You already have a car registered with this Vehicle Number.',
        err: 'You already have a car registered with this Vehicle Number.',
      });
      const other = await loggedInUser(shop);
      await registerCar(other.token, { mileage: '10', engineNumber: VIN }).expect(201);
      await registerCar(user.token, byDetails).expect(201);
      await registerCar(user.token, byDetails).expect(201);
      const cars = await shop.api.get('/api/car/userCars').set('token', user.token).expect(200);
      expect(cars.body.cars).toHaveLength(3);
    });

    it.each([
      ['a bad VIN', { mileage: '1', engineNumber: '1HGCM82633A00435O' }, VALIDATION.vin],
      [
        'a negative mileage',
        { ...byDetails, mileage: '-1' },
        'Mileage must be a whole number of kilometres, 0 or more',
      ],
      [
        'a fractional mileage',
        { ...byDetails, mileage: '1.5' },
        'Mileage must be a whole number of kilometres, 0 or more',
      ],
      [
        'a year before 1980',
        { ...byDetails, year: '1979' },
        'Year must be a whole number from 1980 to next year',
      ],
      [
        'a year after next year',
        { ...byDetails, year: String(new Date().getFullYear() + 2) },
        'Year must be a whole number from 1980 to next year',
      ],
      ['no model', { ...byDetails, model: '' }, 'Model is required'],
      [
        'no VIN and no details',
        { mileage: '5' },
        'Give the VIN, or the model, year, agency and warranty',
      ],
    ])('refuses %s with 400', async (_why, fields, message) => {
      const user = await loggedInUser(shop);
      const response = await registerCar(user.token, fields).expect(400);
      expect(response.body.message).toBe(message);
      const cars = await shop.api.get('/api/car/userCars').set('token', user.token).expect(200);
      expect(cars.body.cars).toEqual([]);
    });

    it('needs the brand logo, as a real image', async () => {
      const user = await loggedInUser(shop);
      const none = await registerCar(user.token, byDetails, null).expect(400);
      expect(none.body.message).toBe("Choose the car's brand (its logo).");
      await registerCar(user.token, byDetails, Buffer.from('<svg/>')).expect(415);
      await shop.api.post('/api/car/registerUserCar').field('mileage', '1').expect(401);
    });
  });

  describe("each garage is its owner's", () => {
    it("lists, updates and deletes only the caller's cars (others get 404 and their car stays)", async () => {
      const owner = await loggedInUser(shop);
      const intruder = await loggedInUser(shop);
      const car = (await registerCar(owner.token, byDetails).expect(201)).body.car;

      expect(
        (await shop.api.get('/api/car/userCars').set('token', intruder.token).expect(200)).body
          .cars,
      ).toEqual([]);
      await shop.api
        .put(`/api/car/updateUserCar/${car._id}`)
        .set('token', intruder.token)
        .field('mileage', '1')
        .field('engineNumber', VIN)
        .expect(404);
      await shop.api
        .delete(`/api/car/deleteUserCarForUser/${car._id}`)
        .set('token', intruder.token)
        .expect(404);
      const mine = await shop.api.get('/api/car/userCars').set('token', owner.token).expect(200);
      expect(mine.body.cars).toEqual([car]);

      const deleted = await shop.api
        .delete(`/api/car/deleteUserCarForUser/${car._id}`)
        .set('token', owner.token)
        .expect(200);
      expect(deleted.body).toEqual({ message: 'Car deleted successfully.' });
      await shop.api.get(pathOf(car.logo.url)).expect(404);
    });

    it('updates details or VIN; a new logo replaces the old file', async () => {
      const owner = await loggedInUser(shop);
      const car = (await registerCar(owner.token, byDetails).expect(201)).body.car;
      const details = await shop.api
        .put(`/api/car/updateUserCar/${car._id}`)
        .set('token', owner.token)
        .field('mileage', '50000')
        .field('carDetails[model]', 'Corolla')
        .field('carDetails[year]', '2021')
        .field('carDetails[agency]', 'Toyota')
        .field('carDetails[warranty]', 'false')
        .expect(200);
      expect(details.body).toEqual({
        message: 'Car updated successfully.',
        car: {
          ...car,
          mileage: 50000,
          // A new mileage is a new reading.
          mileageUpdatedAt: expect.any(String),
          carDetails: { model: 'Corolla', year: 2021, agency: 'Toyota', warranty: false },
          vehicle: {
            make: 'Toyota',
            makeAr: 'تويوتا',
            model: 'Corolla',
            modelAr: 'كورولا',
            year: 2021,
          },
        },
      });

      const byVin = await shop.api
        .put(`/api/car/updateUserCar/${car._id}`)
        .set('token', owner.token)
        .field('mileage', '51000')
        .field('engineNumber', VIN)
        .attach('logo', png(11), 'logo.png')
        .expect(200);
      expect(byVin.body.car).toMatchObject({ mileage: 51000, engineNumber: VIN });
      expect(byVin.body.car.carDetails).toBeUndefined();
      expect(byVin.body.car.logo.url).not.toBe(car.logo.url);
      await shop.api.get(pathOf(car.logo.url)).expect(404);
      expect(
        existsSync(
          join(shop.uploadDir, new URL(byVin.body.car.logo.url).pathname.replace('/uploads/', '')),
        ),
      ).toBe(true);
    });
  });

  describe('admin', () => {
    it('lists every car with its owner and deletes any', async () => {
      const owner = await loggedInUser(shop);
      const car = (await registerCar(owner.token, { mileage: '7', engineNumber: VIN }).expect(201))
        .body.car;
      await shop.api.get('/api/car/allCars').set('token', owner.token).expect(403);
      await shop.api.get('/api/car/allCars').expect(401);
      const all = await shop.api.get('/api/car/allCars').set('token', admin).expect(200);
      const listed = all.body.cars.find((c: { _id: string }) => c._id === car._id);
      expect(listed).toMatchObject({
        engineNumber: VIN,
        mileage: 7,
        userId: { name: owner.name, email: owner.email },
      });
      await shop.api
        .delete(`/api/car/deleteCarAdmin/${car._id}`)
        .set('token', owner.token)
        .expect(403);
      const deleted = await shop.api
        .delete(`/api/car/deleteCarAdmin/${car._id}`)
        .set('token', admin)
        .expect(200);
      expect(deleted.body.message).toBe(API_MESSAGES.carDeleted);
      await shop.api.delete(`/api/car/deleteCarAdmin/${car._id}`).set('token', admin).expect(404);
    });

    it('deleting a user deletes their cars', async () => {
      const owner = await loggedInUser(shop);
      const car = (await registerCar(owner.token, byDetails).expect(201)).body.car;
      const { _id } = (await shop.connection.collection('users').findOne({ email: owner.email }))!;
      await shop.api.delete(`/api/user/deleteUser/${_id}`).set('token', admin).expect(200);
      expect(await shop.connection.collection('usercars').countDocuments({ userId: _id })).toBe(0);
      await shop.api.get(pathOf(car.logo.url)).expect(404);
    });
  });

  it('decodes VINs offline', async () => {
    const honda = await shop.api.get(`/api/car/decodeVin/${VIN}`).expect(200);
    expect(honda.body).toEqual({
      valid: true,
      manufacturer: 'Honda',
      modelYear: 2003,
      checkDigit: 'valid',
    });
    const bad = await shop.api.get('/api/car/decodeVin/NOTAVIN').expect(200);
    expect(bad.body.valid).toBe(false);
  });

  describe('what the shop matches to a garage', () => {
    it('finds products car by car: by VIN, or by agency, model and year (any case), whatever the warranty', async () => {
      const category = (await createCategory(shop, admin, 'Match'))._id;
      const forVin = await addProduct(shop, admin, {
        category,
        name: 'For the VIN',
        carEngine: VIN,
      });
      const forCamry = await addProduct(shop, admin, {
        category,
        name: 'For Camry',
        agency: 'TOYOTA',
        model: 'camry',
        year: '2020',
        warranty: 'true',
      });
      await addProduct(shop, admin, {
        category,
        name: 'Camry out of warranty',
        agency: 'Toyota',
        model: 'Camry',
        year: '2020',
        warranty: 'false',
      });
      await addProduct(shop, admin, {
        category,
        name: 'Camry 2019',
        agency: 'Toyota',
        model: 'Camry',
        year: '2019',
        warranty: 'true',
      });
      await addProduct(shop, admin, { category, name: 'Generic' });

      const user = await loggedInUser(shop);
      const products = async () =>
        (
          await shop.api.get('/api/product/loggedUserProducts').set('token', user.token).expect(200)
        ).body.products
          .map((p: { name: string }) => p.name)
          .sort();
      expect(await products()).toEqual([]);
      await registerCar(user.token, byDetails).expect(201);
      // A part that fits is never hidden by the warranty (docs/behaviour.md, "Fitment").
      expect(await products()).toEqual(['Camry out of warranty', forCamry.name]);
      await registerCar(user.token, { mileage: '3', engineNumber: VIN }).expect(201);
      expect(await products()).toEqual(['Camry out of warranty', forCamry.name, forVin.name]);
      await shop.api.get('/api/product/loggedUserProducts').expect(401);
    });

    it('finds, for each car, the services ahead of its mileage, the next one due first', async () => {
      const category = (await createCategory(shop, admin, 'Service'))._id;
      const part = await addProduct(shop, admin, { category, name: 'Oil filter' });
      const ids: Record<number, string> = {};
      for (const mileage of [5000, 10000, 20000, 40000]) {
        const created = await createPackage(shop, admin, {
          name: `${mileage} km`,
          mileage,
          productIds: [part._id],
        });
        ids[mileage] = created._id;
      }
      const user = await loggedInUser(shop);
      const young = (await registerCar(user.token, { ...byDetails, mileage: '12000' }).expect(201))
        .body.car;
      const old = (
        await registerCar(user.token, { mileage: '45000', engineNumber: VIN }).expect(201)
      ).body.car;
      const fresh = (await registerCar(user.token, { ...byDetails, mileage: '100' }).expect(201))
        .body.car;
      const response = await shop.api
        .get('/api/package/getUserPackage/packages')
        .set('token', user.token)
        .expect(200);
      const byCar = Object.fromEntries(
        response.body.packagesForCars.map(
          (entry: { carId: string; packages: { _id: string }[] }) => [
            entry.carId,
            entry.packages.map((p) => p._id).filter((id) => Object.values(ids).includes(id)),
          ],
        ),
      );
      expect(byCar[young._id]).toEqual([ids[20000], ids[40000]]);
      expect(byCar[old._id]).toEqual([]);
      expect(byCar[fresh._id]).toEqual([ids[5000], ids[10000], ids[20000], ids[40000]]);
      // Each entry names its car.
      const named = response.body.packagesForCars.find(
        (entry: { carId: string }) => entry.carId === young._id,
      );
      expect(named.car).toEqual({
        make: 'Toyota',
        makeAr: 'تويوتا',
        model: 'Camry',
        modelAr: 'كامري',
        year: 2020,
        mileage: 12000,
      });
    });
  });
});
