import { Types } from 'mongoose';
import { ADMIN_ENV } from './support/accounts';
import { forgetMigrations, startTestApp, type TestApp } from './support/app';
import { addProduct, adminToken, createCategory } from './support/catalog';

describe('search in Arabic', () => {
  let shop: TestApp;
  let pads: { _id: string };
  let camryFilter: { _id: string };
  let battery: { _id: string };
  let tyre: { _id: string };

  beforeAll(async () => {
    shop = await startTestApp(ADMIN_ENV);
    const admin = await adminToken(shop);
    const category = (await createCategory(shop, admin, 'Parts'))._id;
    pads = await addProduct(shop, admin, {
      category,
      name: 'Front brake pads',
      nameAr: 'فحمات الفرامل الأمامية',
      descriptionAr: 'فحمات سيراميك لكبحٍ هادئ',
    });
    camryFilter = await addProduct(shop, admin, {
      category,
      name: 'Oil filter',
      nameAr: 'فلتر زيت',
      agency: 'Toyota',
      model: 'Camry',
      year: '2020',
      warranty: 'true',
    });
    battery = await addProduct(shop, admin, {
      category,
      name: 'Car battery 70 Ah',
      nameAr: 'بطارية سيارة ٧٠ أمبير',
    });
    tyre = await addProduct(shop, admin, {
      category,
      name: 'All-season tyre',
      nameAr: 'إطار لكل المواسم',
      agency: 'Hyundai',
      model: 'Accent',
      year: '2019',
      warranty: 'false',
    });
  });
  afterAll(() => shop.close());

  const search = async (query: Record<string, string>) => {
    const response = await shop.api.get('/api/product').query(query).expect(200);
    return (response.body.products as { _id: string }[]).map((product) => product._id).sort();
  };
  const ids = (...products: { _id: string }[]) => products.map((product) => product._id).sort();

  it('finds products by their Arabic names and descriptions', async () => {
    expect(await search({ keywords: 'فحمات' })).toEqual(ids(pads));
    expect(await search({ keywords: 'سيراميك' })).toEqual(ids(pads));
    expect(await search({ keywords: 'فلتر زيت' })).toEqual(ids(camryFilter));
  });

  it('reads the article, alef forms, taa marbuta, alef maqsura, diacritics and tatweel alike', async () => {
    expect(await search({ keywords: 'الفرامل' })).toEqual(ids(pads));
    expect(await search({ keywords: 'فرامل' })).toEqual(ids(pads));
    expect(await search({ keywords: 'الأمامية' })).toEqual(ids(pads));
    expect(await search({ keywords: 'الامامیه'.replace('ی', 'ي') })).toEqual(ids(pads));
    expect(await search({ keywords: 'بطاريه' })).toEqual(ids(battery));
    expect(await search({ keywords: 'بَطّارِيّة' })).toEqual(ids(battery));
    expect(await search({ keywords: 'بطـــارية' })).toEqual(ids(battery));
    expect(await search({ keywords: 'اطار' })).toEqual(ids(tyre));
    expect(await search({ keywords: 'إطار' })).toEqual(ids(tyre));
  });

  it('matches Arabic-Indic and Western digits alike', async () => {
    expect(await search({ keywords: 'بطارية 70' })).toEqual(ids(battery));
    expect(await search({ keywords: 'battery ٧٠' })).toEqual(ids(battery));
  });

  it('takes the start of a word, in either language, every word counting', async () => {
    expect(await search({ keywords: 'فحم' })).toEqual(ids(pads));
    expect(await search({ keywords: 'fron' })).toEqual(ids(pads));
    expect(await search({ keywords: 'فحمات خلفية' })).toEqual([]);
  });

  it('finds the parts of a car named in Arabic as it finds them named in English', async () => {
    const english = await search({ keywords: 'Toyota Camry' });
    expect(english).toEqual(ids(camryFilter));
    expect(await search({ keywords: 'تويوتا كامري' })).toEqual(english);
    expect(await search({ keywords: 'فلتر زيت تويوتا' })).toEqual(english);
    expect(await search({ keywords: 'هيونداي أكسنت' })).toEqual(ids(tyre));
    expect(await search({ brand: 'تويوتا', model: 'كامري' })).toEqual(
      await search({ brand: 'Toyota', model: 'Camry' }),
    );
    expect(await search({ brand: 'هونداي' })).toEqual(ids(tyre));
  });

  it('finds nothing for keywords without a word, and never fails on odd input', async () => {
    expect(await search({ keywords: '؟!' })).toEqual([]);
    expect(await search({ keywords: '^(فحم.*' })).toEqual(ids(pads));
  });

  it('answers the Arabic name and description beside the English ones', async () => {
    const { body } = await shop.api.get(`/api/product/getCarById/${pads._id}`).expect(200);
    expect(body.product).toMatchObject({
      name: 'Front brake pads',
      nameAr: 'فحمات الفرامل الأمامية',
      descriptionAr: 'فحمات سيراميك لكبحٍ هادئ',
    });
    expect(body.product).not.toHaveProperty('searchTokens');
  });

  it('gives products saved before search tokens existed their tokens at start, once', async () => {
    const oldId = new Types.ObjectId();
    const at = new Date('2023-05-01T00:00:00Z');
    await shop.connection.collection('products').insertOne({
      _id: oldId,
      name: 'Cabin air filter',
      nameAr: 'فلتر مكيّف',
      description: 'Keeps dust out',
      price: 60,
      category: new Types.ObjectId(),
      image: [],
      isForSpecificCar: false,
      createdAt: at,
      updatedAt: at,
    });
    expect(await search({ keywords: 'مكيف' })).toEqual([]);
    await forgetMigrations(shop.connection);
    await shop.app.close();
    shop = await startTestApp(ADMIN_ENV);
    expect(await search({ keywords: 'مكيف' })).toEqual([oldId.toString()]);
    const stored = await shop.connection.collection('products').findOne({ _id: oldId });
    const tokens = stored?.searchTokens as string[];
    expect(tokens).toEqual(expect.arrayContaining(['cabin', 'فلتر', 'مكيف']));
    // A later start changes nothing.
    await shop.app.close();
    shop = await startTestApp(ADMIN_ENV);
    const again = await shop.connection.collection('products').findOne({ _id: oldId });
    expect(again?.searchTokens).toEqual(tokens);
  });
});
