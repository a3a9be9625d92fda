import type { VehicleModel } from '@shop/shared';
import { vehicleNameKeys } from '../src/migrations/010-vehicle-name-keys';
import { VEHICLE_CATALOG } from '../src/vehicles/vehicle-catalog.data';
import { ADMIN_ENV, loggedInUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { adminToken, pathOf } from './support/catalog';
import { png } from './support/images';

const MODELS = VEHICLE_CATALOG.flatMap((make) => make.models).length;

type Model = VehicleModel;

describe('the vehicle catalog', () => {
  let shop: TestApp;
  let admin: string;

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    admin = await adminToken(shop);
  });
  afterAll(() => shop.close());

  const makes = async (query = '') =>
    (await shop.api.get(`/api/vehicles/makes${query}`).expect(200)).body.makes as {
      _id: string;
      name: string;
      nameAr?: string;
      logo: { url: string };
    }[];
  const models = async (query: string) =>
    (await shop.api.get(`/api/vehicles/models?${query}`).expect(200)).body.models as Model[];

  it('is seeded at start: every make of the Saudi market, with its Arabic name and logo', async () => {
    const all = await makes();
    expect(all.map((make) => make.name).sort()).toEqual(
      VEHICLE_CATALOG.map((make) => make.name).sort(),
    );
    const toyota = all.find((make) => make.name === 'Toyota')!;
    expect(toyota).toEqual({
      _id: expect.any(String),
      name: 'Toyota',
      nameAr: 'تويوتا',
      logo: { url: expect.stringMatching(/\.png$/) },
    });
    await shop.api.get(pathOf(toyota.logo.url)).expect(200);
    // The makes are the garage's car brands: one list, the same records.
    const brands = (await shop.api.get('/api/car/getAllcarBrands').expect(200)).body.cars;
    expect(brands.find((brand: { carBrand: string }) => brand.carBrand === 'Toyota')._id).toBe(
      toyota._id,
    );
    expect(await shop.connection.collection('vehiclemodels').countDocuments()).toBe(MODELS);
  });

  it("lists a year's makes, and a make's models of a year with their engines", async () => {
    // Hongqi's models are sold from 2021.
    expect((await makes('?year=2020')).map((make) => make.name)).not.toContain('Hongqi');
    expect((await makes('?year=2022')).map((make) => make.name)).toContain('Hongqi');

    const toyota2020 = await models('make=Toyota&year=2020');
    const names = toyota2020.map((model) => model.name);
    expect(names).toContain('Camry');
    expect(names).not.toContain('Cressida');
    expect(toyota2020.find((model) => model.name === 'Camry')).toEqual({
      _id: expect.any(String),
      makeId: expect.any(String),
      make: 'Toyota',
      name: 'Camry',
      nameAr: 'كامري',
      yearFrom: 1990,
      engines: expect.arrayContaining([
        { code: '2.5L-I4', name: '2.5L 4-cylinder', nameAr: '2.5 لتر 4 سلندر' },
      ]),
    });
    // The make by its id, or by its name in either language and any case.
    const byId = await models(`make=${toyota2020[0].makeId}&year=2020`);
    expect(byId.map((model) => model.name)).toEqual(names);
    expect((await models(`make=${encodeURIComponent('تويوتا')}&year=2020`)).length).toBe(
      names.length,
    );
    expect(await models('make=Nosuchmake')).toEqual([]);
  });

  it('finds a model however it is typed: Arabic, any case, with or without its make', async () => {
    const first = async (q: string) => (await models(`q=${encodeURIComponent(q)}`))[0];
    expect(await first('كامري')).toMatchObject({ make: 'Toyota', name: 'Camry' });
    expect(await first('camry')).toMatchObject({ make: 'Toyota', name: 'Camry' });
    expect(await first('CAMRY')).toMatchObject({ name: 'Camry' });
    expect(await first('Land cruiser')).toMatchObject({ name: 'Land Cruiser' });
    expect(await first('toyota land cr')).toMatchObject({ name: 'Land Cruiser' });
    expect(await first('النترا')).toMatchObject({ make: 'Hyundai', name: 'Elantra' });
    expect(await models('q=cruiser')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'FJ Cruiser' })]),
    );
    expect(await models('q=zzzz')).toEqual([]);
    // A year narrows the search: the Cressida was last sold in 1992.
    expect(await models('q=cressida&year=2020')).toEqual([]);
  });

  it('is changed by admins only, each change checked', async () => {
    const user = await loggedInUser(shop);
    const toyota = (await makes()).find((make) => make.name === 'Toyota')!;
    const model = { makeId: toyota._id, name: 'Crown', nameAr: 'كراون', yearFrom: 2023 };
    await shop.api.post('/api/vehicles/models').set('token', user.token).send(model).expect(403);
    await shop.api.post('/api/vehicles/models').send(model).expect(401);
    const added = await shop.api
      .post('/api/vehicles/models')
      .set('token', admin)
      .send({ ...model, engines: [{ code: '2.4L-I4-T', name: '2.4L turbo' }] })
      .expect(201);
    expect(added.body).toEqual({
      message: 'Model added successfully.',
      model: {
        _id: expect.any(String),
        makeId: toyota._id,
        make: 'Toyota',
        name: 'Crown',
        nameAr: 'كراون',
        yearFrom: 2023,
        engines: [{ code: '2.4L-I4-T', name: '2.4L turbo' }],
      },
    });
    // This instance finds it by name at once.
    expect((await models('q=kraun')).map((found) => found.name)).not.toContain('Crown');
    expect((await models(`q=${encodeURIComponent('كراون')}`))[0].name).toBe('Crown');
    // A save without the Arabic name keeps it, and the model is still found by it.
    const { nameAr: _nameAr, ...withoutArabic } = model;
    await shop.api
      .put(`/api/vehicles/models/${added.body.model._id}`)
      .set('token', admin)
      .send({ ...withoutArabic, yearFrom: 2022 })
      .expect(200);
    expect((await models(`q=${encodeURIComponent('كراون')}`))[0]).toMatchObject({
      name: 'Crown',
      nameAr: 'كراون',
      yearFrom: 2022,
    });
    const duplicate = await shop.api
      .post('/api/vehicles/models')
      .set('token', admin)
      .send({ ...model, name: 'CROWN' })
      .expect(409);
    expect(duplicate.body.code).toBe('VEHICLE_MODEL_EXISTS');

    const reversed = await shop.api
      .post('/api/vehicles/models')
      .set('token', admin)
      .send({ ...model, name: 'Century', yearFrom: 2024, yearTo: 2020 })
      .expect(400);
    expect(reversed.body).toMatchObject({
      code: 'YEAR_RANGE_REVERSED',
      errorCodes: { yearTo: ['YEAR_RANGE_REVERSED'] },
    });
    const tooOld = await shop.api
      .post('/api/vehicles/models')
      .set('token', admin)
      .send({ ...model, name: 'Century', yearFrom: 1949 })
      .expect(400);
    expect(tooOld.body.errorCodes).toEqual({ yearFrom: ['YEAR_INVALID'] });

    const id = added.body.model._id;
    const saved = await shop.api
      .put(`/api/vehicles/models/${id}`)
      .set('token', admin)
      .send({ ...model, yearTo: 2025 })
      .expect(200);
    expect(saved.body.model).toMatchObject({
      name: 'Crown',
      yearFrom: 2023,
      yearTo: 2025,
      engines: [],
    });
    await shop.api.delete(`/api/vehicles/models/${id}`).set('token', user.token).expect(403);
    await shop.api.delete(`/api/vehicles/models/${id}`).set('token', admin).expect(200);
    const gone = await shop.api
      .delete(`/api/vehicles/models/${id}`)
      .set('token', admin)
      .expect(404);
    expect(gone.body.code).toBe('VEHICLE_MODEL_NOT_FOUND');
  });

  it("renames makes, refusing another make's name in any spelling", async () => {
    const all = await makes();
    const geely = all.find((make) => make.name === 'Geely')!;
    const renamed = await shop.api
      .put(`/api/vehicles/makes/${geely._id}`)
      .set('token', admin)
      .send({ name: 'Geely Auto' })
      .expect(200);
    expect(renamed.body.make).toMatchObject({ name: 'Geely Auto', nameAr: 'جيلي' });
    // Its models are found by its new name.
    expect((await models('q=geely auto coolray'))[0]).toMatchObject({ make: 'Geely Auto' });
    for (const taken of ['toyota', 'تويوتا']) {
      const clash = await shop.api
        .put(`/api/vehicles/makes/${geely._id}`)
        .set('token', admin)
        .send({ name: taken })
        .expect(409);
      expect(clash.body.code).toBe('CAR_BRAND_EXISTS');
    }
  });

  it("refuses a make another make's name in either language, however saved", async () => {
    const all = await makes();
    const [toyota, nissan] = ['Toyota', 'Nissan'].map((name) =>
      all.find((make) => make.name === name)!,
    );
    const rename = (id: string, names: { name?: string; nameAr?: string }) =>
      shop.api.put(`/api/vehicles/makes/${id}`).set('token', admin).send(names);
    // Nissan's Arabic or English name as Toyota's Arabic name, in any case or spelling, and an
    // Arabic name as its English one.
    for (const names of [
      { nameAr: 'نيسان' },
      { nameAr: 'Nissan' },
      { nameAr: 'NISSAN' },
      { nameAr: 'النيسان' },
      { name: 'Camry Motors', nameAr: 'نيسان' },
      { name: 'نيسان' },
    ]) {
      const clash = await rename(toyota._id, names).expect(409);
      expect([names, clash.body.code]).toEqual([names, 'CAR_BRAND_EXISTS']);
    }
    expect((await makes()).find((make) => make._id === toyota._id)).toMatchObject({
      name: 'Toyota',
      nameAr: 'تويوتا',
    });
    expect((await models(`make=${encodeURIComponent('نيسان')}`))[0].makeId).toBe(nissan._id);
    // Its own names are its own.
    await rename(toyota._id, { name: 'TOYOTA', nameAr: 'تويوتا' }).expect(200);
    await rename(toyota._id, { name: 'Toyota' }).expect(200);

    // A new brand neither.
    const added = await shop.api
      .post('/api/car/addCarBrand')
      .set('token', admin)
      .field('carBrand', 'Nismo')
      .field('nameAr', 'نيسان')
      .attach('logo', png(), 'nismo.png')
      .expect(409);
    expect(added.body.code).toBe('CAR_BRAND_EXISTS');
    expect((await makes()).map((make) => make.name)).not.toContain('Nismo');

    // Admins giving several makes one Arabic name at once: one of them has it. The unique keys
    // decide, not the check before the write (which all may pass before any writes).
    const racers = ['Mazda', 'Honda', 'Suzuki', 'Chery', 'Changan', 'Haval'].map((name) =>
      all.find((make) => make.name === name)!,
    );
    const racing = await Promise.all(
      racers.map((make) => rename(make._id, { nameAr: 'سيارة السباق' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const named = (await makes()).filter((make) => make.nameAr === 'سيارة السباق');
    expect(named).toHaveLength(1);
  });

  it('refuses a model the name of another model of its make, in either language', async () => {
    const toyota = (await makes()).find((make) => make.name === 'Toyota')!;
    const hyundai = (await makes()).find((make) => make.name === 'Hyundai')!;
    const add = (model: object) =>
      shop.api
        .post('/api/vehicles/models')
        .set('token', admin)
        .send({ makeId: toyota._id, yearFrom: 2000, ...model });
    for (const model of [
      { name: 'Dupcheck', nameAr: 'كامري' },
      { name: 'Dupcheck', nameAr: 'Camry' },
      { name: 'كامري' },
      { name: 'Dupcheck', nameAr: 'الكامري' },
    ]) {
      const clash = await add(model).expect(409);
      expect([model, clash.body.code]).toEqual([model, 'VEHICLE_MODEL_EXISTS']);
    }
    expect(
      (await models(`q=${encodeURIComponent('كامري')}`)).map((model) => model.name),
    ).not.toContain('Dupcheck');
    // Another make may have it.
    await add({ makeId: hyundai._id, name: 'Dupcheck', nameAr: 'كامري' }).expect(201);

    // Saved: the same; its own names are its own, and a save without an Arabic name keeps it.
    const dup = (await add({ name: 'Dupcheck', nameAr: 'دوبتشيك' }).expect(201)).body.model;
    const save = (model: object) =>
      shop.api
        .put(`/api/vehicles/models/${dup._id}`)
        .set('token', admin)
        .send({ makeId: toyota._id, name: 'Dupcheck', yearFrom: 2000, ...model });
    const saved = await save({ nameAr: 'كامري' }).expect(409);
    expect(saved.body.code).toBe('VEHICLE_MODEL_EXISTS');
    await save({ name: 'DUPCHECK', nameAr: 'دوبتشيك' }).expect(200);
    await save({}).expect(200);
    expect((await add({ name: 'Other', nameAr: 'دوبتشيك' }).expect(409)).body.code).toBe(
      'VEHICLE_MODEL_EXISTS',
    );

    // Two admins adding one Arabic name at once: one model has it.
    const racing = await Promise.all(
      ['Race one', 'Race two'].map((name) => add({ name, nameAr: 'سباق' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("checks a model's engines: each an engine, each code once", async () => {
    const toyota = (await makes()).find((make) => make.name === 'Toyota')!;
    const engine = { code: 'E1', name: 'One' };
    const add = (engines: unknown[]) =>
      shop.api
        .post('/api/vehicles/models')
        .set('token', admin)
        .send({ makeId: toyota._id, name: 'Enginecheck', yearFrom: 2000, engines });
    for (const code of ['E1', 'e1', ' E1 ']) {
      const twice = await add([engine, { code, name: 'Two' }]).expect(400);
      expect(twice.body).toMatchObject({
        code: 'VEHICLE_ENGINE_CODE_REPEATED',
        params: { code: code.trim() },
        errorCodes: { 'engines.1.code': ['VEHICLE_ENGINE_CODE_REPEATED'] },
      });
    }
    for (const member of [null, 'E1', [engine]]) {
      const notAnEngine = await add([engine, member]).expect(400);
      expect(notAnEngine.body).toMatchObject({
        code: 'VALUE_INVALID',
        params: { field: 'engines' },
        errorCodes: { engines: ['VALUE_INVALID'] },
      });
    }
    const added = (await add([engine, { code: 'E2', name: 'Two' }]).expect(201)).body.model;
    const saved = await shop.api
      .put(`/api/vehicles/models/${added._id}`)
      .set('token', admin)
      .send({ makeId: toyota._id, name: 'Enginecheck', yearFrom: 2000, engines: [engine, engine] })
      .expect(400);
    expect(saved.body.code).toBe('VEHICLE_ENGINE_CODE_REPEATED');
  });

  it('refuses a blank name sent to a make or a model; a name left out stays', async () => {
    const all = await makes();
    const kia = all.find((make) => make.name === 'Kia')!;
    for (const name of ['', '   ', null]) {
      const blank = await shop.api
        .put(`/api/vehicles/makes/${kia._id}`)
        .set('token', admin)
        .send({ name })
        .expect(400);
      expect(blank.body).toMatchObject({
        code: 'FIELD_REQUIRED',
        errorCodes: { name: ['FIELD_REQUIRED'] },
      });
    }
    const renamed = await shop.api
      .put(`/api/vehicles/makes/${kia._id}`)
      .set('token', admin)
      .send({ nameAr: 'كيا موتورز' })
      .expect(200);
    expect(renamed.body.make).toMatchObject({ name: 'Kia', nameAr: 'كيا موتورز' });

    const rio = (await models('make=Kia')).find((model) => model.name === 'Rio')!;
    for (const name of ['', '   ', '--']) {
      const blank = await shop.api
        .put(`/api/vehicles/models/${rio._id}`)
        .set('token', admin)
        .send({ makeId: kia._id, name, yearFrom: 2000 })
        .expect(400);
      expect(blank.body).toMatchObject({
        code: 'FIELD_REQUIRED',
        errorCodes: { name: ['FIELD_REQUIRED'] },
      });
    }
    expect((await models('make=Kia')).find((model) => model._id === rio._id)!.name).toBe('Rio');
  });

  it('gives the makes and models of earlier versions the keys their names claim (migration 010)', async () => {
    const brands = shop.connection.collection('carbrands');
    const entries = shop.connection.collection('vehiclemodels');
    const keysOf = async (collection: typeof brands, filter: object) =>
      (await collection.findOne(filter))?.nameKeys as string[] | undefined;
    const lexus = (await brands.findOne({ carBrand: 'Lexus' }))!;
    const isuzu = (await brands.findOne({ carBrand: 'Isuzu' }))!;
    expect(await keysOf(brands, { _id: lexus._id })).toEqual(['lexus', 'لكزس']);
    // Stored before the keys; Isuzu, as the defect let an admin, with Lexus's Arabic name.
    await brands.updateMany({ _id: { $in: [lexus._id, isuzu._id] } }, { $unset: { nameKeys: 1 } });
    await brands.updateOne({ _id: isuzu._id }, { $set: { nameAr: 'لكزس' } });
    const es = { makeId: lexus._id, name: 'ES' };
    await entries.updateMany({ makeId: lexus._id }, { $unset: { nameKeys: 1 } });
    const lexusModels = await entries.countDocuments({ makeId: lexus._id });

    expect(await vehicleNameKeys.run(shop.connection)).toBe(2 + lexusModels);
    expect(await keysOf(brands, { _id: lexus._id })).toEqual(['lexus', 'لكزس']);
    expect(await keysOf(brands, { _id: isuzu._id })).toEqual(['isuzu']);
    expect(await keysOf(entries, es)).toEqual([
      `${lexus._id.toString()}|es`,
      `${lexus._id.toString()}|اي اس`,
    ]);
    // Run again, it finds nothing to do.
    expect(await vehicleNameKeys.run(shop.connection)).toBe(0);
  });

  it("takes a make's models with it when the make is deleted", async () => {
    const brand = await shop.api
      .post('/api/car/addCarBrand')
      .set('token', admin)
      .field('carBrand', 'Exeed')
      .field('nameAr', 'إكسيد')
      .attach('logo', png(), 'exeed.png')
      .expect(201);
    const makeId = brand.body.carBrand._id;
    await shop.api
      .post('/api/vehicles/models')
      .set('token', admin)
      .send({ makeId, name: 'VX', yearFrom: 2022 })
      .expect(201);
    expect((await models('make=Exeed')).map((model) => model.name)).toEqual(['VX']);
    await shop.api.delete(`/api/car/deleteCarBrand/${makeId}`).set('token', admin).expect(200);
    expect(await models(`make=${makeId}`)).toEqual([]);
  });
});

describe('seeding the vehicle catalog', () => {
  const started: TestApp[] = [];
  afterAll(async () => {
    await started[0]?.connection.dropDatabase();
    for (const shop of started) await shop.app.close();
  });
  const start = async () => {
    const shop = await startTestApp(ADMIN_ENV);
    started.push(shop);
    return shop;
  };

  it("gives several instances starting together one catalog, and later keeps an admin's edits", async () => {
    // Three instances start at once on one fresh database.
    const [first] = await Promise.all([start(), start(), start()]);
    const db = first.connection;
    expect(await db.collection('carbrands').countDocuments()).toBe(VEHICLE_CATALOG.length);
    expect(await db.collection('vehiclemodels').countDocuments()).toBe(MODELS);

    // An admin deletes a model and renames another; a later version of the data adds one.
    const admin = await adminToken(first);
    const toyota = (await first.api.get('/api/vehicles/models?make=Toyota').expect(200)).body
      .models as Model[];
    const cressida = toyota.find((model) => model.name === 'Cressida')!;
    const corolla = toyota.find((model) => model.name === 'Corolla')!;
    await first.api.delete(`/api/vehicles/models/${cressida._id}`).set('token', admin).expect(200);
    await first.api
      .put(`/api/vehicles/models/${corolla._id}`)
      .set('token', admin)
      .send({ makeId: corolla.makeId, name: 'Corolla', nameAr: 'كرولا', yearFrom: 1995 })
      .expect(200);
    const avalon = toyota.find((model) => model.name === 'Avalon')!;
    await db.collection('vehiclemodels').deleteOne({ name: 'Avalon' });
    await db
      .collection<{ _id: string; entries: string[] }>('seeds')
      .updateOne({ _id: 'vehicle-catalog:offered' }, { $pull: { entries: 'toyota|avalon' } });
    // That later version: its claim has not run on this database.
    await db
      .collection('seeds')
      .deleteMany({ _id: { $regex: '^vehicle-catalog:(?!offered)' } as never });

    const [again] = await Promise.all([start(), start()]);
    const after = (await again.api.get('/api/vehicles/models?make=Toyota').expect(200)).body
      .models as Model[];
    expect(after.map((model) => model.name)).not.toContain('Cressida');
    expect(after.find((model) => model.name === 'Corolla')).toMatchObject({
      nameAr: 'كرولا',
      yearFrom: 1995,
    });
    expect(after.find((model) => model.name === 'Avalon')).toMatchObject({
      nameAr: avalon.nameAr,
      yearFrom: avalon.yearFrom,
    });
    expect(await db.collection('vehiclemodels').countDocuments()).toBe(MODELS - 1);
    expect(await db.collection('carbrands').countDocuments()).toBe(VEHICLE_CATALOG.length);
  }, 120_000);
});
