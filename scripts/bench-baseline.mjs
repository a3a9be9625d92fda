#!/usr/bin/env node
// @ts-check
// The baseline of `npm run bench`: a bare Node http server that answers the benchmarked catalog
// calls with the plain MongoDB driver. It does the database work of the shop's API
// (server/src/products/products.service.ts, server/src/search/search.controller.ts and
// server/src/packages/packages.service.ts) and answers the same JSON, so the API's req/s over
// the baseline's measures what NestJS, mongoose and the shop's middleware cost, nothing else:
//   - the same filters: a car (brand, model, year) in the vehicle catalog's keys, one $elemMatch
//     over the products' fitments for the parts that fit it, then the universal ones, each tier
//     counted and read newest first; each keyword word an anchored prefix of the products'
//     searchTokens, or the keywords a part number; a part number matched against partKeys; the
//     names and keys made by the server's own code in server/dist over the vehicle catalog as the
//     API seeded it in the database;
//   - the same projection and sort; the category name joined by a second query with $in (the
//     API keeps the names it read for a minute, categories.service.ts: its one saving on the
//     baseline's work, which docs/performance.md states with the figures);
//   - fitments answered with their Arabic names, without the carDetails one, as the API does;
//   - for a search, the packages holding any product found, with their products' names, prices
//     and images joined the same way, the price of their parts and their fitments;
//   - for a page, the total count, read at the same time as the page (with tiers, the counts
//     first, then the pages of the tiers the page falls in);
//   - images kept as storage keys, answered as URLs under BENCH_UPLOADS_URL (the API's
//     PUBLIC_URL/uploads), as server/src/storage/storage.service.ts builds them.
// Started by scripts/bench.mjs with BENCH_DB_URI, BENCH_UPLOADS_URL and PORT; not meant to be
// run by hand.
import http from 'node:http';
import { MongoClient, ObjectId } from 'mongodb';
// The same word rules and names as the API (built by `npm run build`, which the bench needs
// anyway).
import { partKey } from '../server/dist/text/normalise.js';
import { keywordPrefixes } from '../server/dist/text/search-tokens.js';
import { fitmentView, readVehicleNames } from '../server/dist/vehicles/vehicle-names.js';

/** @typedef {import('mongodb').Document} Document */
/** @typedef {import('../server/dist/vehicles/schemas/stored-fitment.schema.js').StoredFitment} StoredFitment */

const PRODUCT_FIELDS = [
  'name',
  'description',
  'nameAr',
  'descriptionAr',
  'price',
  'category',
  'image',
  'carEngine',
  'carDetails',
  'isForSpecificCar',
  'stock',
  'manufacturer',
  'partNumber',
  'oemNumbers',
  'universal',
  'fitments',
];
const PACKAGE_FIELDS = [
  'name',
  'description',
  'nameAr',
  'descriptionAr',
  'price',
  'mileage',
  'images',
  'products',
  'labourPrice',
  'fitments',
  'universal',
];
const PACKAGE_PRODUCT_FIELDS = ['name', 'nameAr', 'price', 'image', 'stock'];
const PRODUCTS_RETRIEVED = 'Products retrieved successfully.';
const NO_PRODUCTS_IN_CATEGORY = 'No products found in this category.';

/** @type {(fields: string[]) => Document} */
const projection = (fields) => Object.fromEntries(fields.map((field) => [field, 1]));
/** @type {(text: string) => string} */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {(key: string) => string} */
const urlOf = (key) => `${process.env.BENCH_UPLOADS_URL}/${key}`;
/**
 * A stored image as answered: the original's URL (in `urlField`), then its renditions'.
 * @type {(image: Document, urlField: string) => Document}
 */
const imageView = (image, urlField) => ({
  [urlField]: image.key ? urlOf(image.key) : (image[urlField] ?? ''),
  ...(image.thumbKey && { thumb_url: urlOf(image.thumbKey) }),
  ...(image.detailKey && { detail_url: urlOf(image.detailKey) }),
});

/**
 * The vehicle catalog's names as the API reads them (vehicle-names.service.ts), once.
 * @type {Promise<import('../server/dist/vehicles/vehicle-names.js').VehicleNames> | undefined}
 */
let names;
const vehicleNames = () =>
  (names ??= readVehicleNames(
    // The server is typed by mongoose's copy of the driver, the bench uses the root's: same calls.
    /** @type {any} */ (db.collection('carbrands')),
    /** @type {any} */ (db.collection('vehiclemodels')),
  ));

/**
 * A product as answered: images as URLs, part data only when there is some.
 * @param {Document} stored
 * @param {import('../server/dist/vehicles/vehicle-names.js').VehicleNames} catalog
 */
function productView(stored, catalog) {
  const { image, fitments, universal, oemNumbers, ...product } = stored;
  /** @type {StoredFitment[]} */
  const own = (fitments ?? []).filter(
    (/** @type {StoredFitment} */ fitment) => !fitment.fromCarDetails,
  );
  return {
    ...product,
    image: (image ?? []).map((/** @type {Document} */ one) => imageView(one, 'secure_url')),
    ...(oemNumbers?.length ? { oemNumbers } : {}),
    ...(universal ? { universal } : {}),
    ...(own.length ? { fitments: own.map((fitment) => fitmentView(fitment, catalog)) } : {}),
  };
}

const client = new MongoClient(/** @type {string} */ (process.env.BENCH_DB_URI));
await client.connect();
const db = client.db();
const products = db.collection('products');
const categories = db.collection('categories');
const packages = db.collection('packages');

/**
 * Replaces each document's `category` (an id) with the matching {_id, name} or null: populate.
 * @param {Document[]} docs
 */
async function joinCategories(docs) {
  const ids = [...new Set(docs.map((doc) => doc.category?.toString()).filter(Boolean))];
  if (ids.length === 0) return docs;
  const found = await categories
    .find(
      { _id: { $in: ids.map((id) => new ObjectId(id)) } },
      { projection: { name: 1, nameAr: 1 } },
    )
    .toArray();
  const byId = new Map(found.map((category) => [category._id.toString(), category]));
  for (const doc of docs) doc.category = byId.get(doc.category?.toString()) ?? null;
  return docs;
}

/**
 * Products matching `filter`, newest first, as stored.
 * @param {Document} filter
 * @param {number} [skip]
 * @param {number} [limit]
 */
function readProducts(filter, skip, limit) {
  const cursor = products
    .find(filter, { projection: projection(PRODUCT_FIELDS) })
    .sort({ createdAt: -1, _id: -1 });
  if (skip !== undefined && limit !== undefined) cursor.skip(skip).limit(limit);
  return cursor.toArray();
}

/**
 * Products as answered, with their category's name.
 * @param {Document[]} found
 */
async function productViews(found) {
  const catalog = await vehicleNames();
  return joinCategories(found.map((product) => productView(product, catalog)));
}

/**
 * Packages holding any of these products, highest mileage first, with their products; for a car
 * (its fitment's conditions), those for every car or that fit it.
 * @param {ObjectId[]} productIds
 * @param {Document} [fitment]
 */
async function packagesContaining(productIds, fitment) {
  if (productIds.length === 0) return [];
  const holding = { products: { $in: productIds } };
  const filter =
    fitment && Object.keys(fitment).length
      ? { ...holding, $or: [{ universal: true }, { fitments: { $elemMatch: fitment } }] }
      : holding;
  const found = await packages
    .find(filter, { projection: projection(PACKAGE_FIELDS) })
    .sort({ mileage: -1, _id: 1 })
    .toArray();
  /** @type {(ids: ObjectId[]) => string[]} */
  const asStrings = (ids) => ids.map((id) => id.toString());
  const wanted = [...new Set(found.flatMap((pack) => asStrings(pack.products)))];
  const members = wanted.length
    ? await products
        .find(
          { _id: { $in: wanted.map((id) => new ObjectId(id)) } },
          { projection: projection(PACKAGE_PRODUCT_FIELDS) },
        )
        .toArray()
    : [];
  const byId = new Map(
    members.map(({ image, ...product }) => [
      product._id.toString(),
      {
        ...product,
        image: (image ?? []).map((/** @type {Document} */ one) => imageView(one, 'secure_url')),
      },
    ]),
  );
  const catalog = await vehicleNames();
  // The package's own order, without products that no longer exist; the first image is the
  // logo; its parts' price added up in halalas.
  return found.map(({ images: records = [], fitments, universal, ...pack }) => {
    const images = records.map((/** @type {Document} */ image) => imageView(image, 'url'));
    /** @type {Document[]} */
    const parts = asStrings(pack.products).flatMap((id) => byId.get(id) ?? []);
    const halalas = parts.reduce((sum, part) => sum + Math.round(part.price * 100), 0);
    return {
      ...pack,
      products: parts,
      images,
      logo: images[0] ?? null,
      partsPrice: halalas / 100,
      ...(fitments?.length
        ? {
            fitments: fitments.map((/** @type {StoredFitment} */ fitment) =>
              fitmentView(fitment, catalog),
            ),
          }
        : {}),
      ...(universal ? { universal } : {}),
    };
  });
}

/**
 * All of these conditions, as one filter (ProductsService's allOf).
 * @type {(conditions: Document[]) => Document}
 */
const allOf = (conditions) =>
  conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0] : { $and: conditions };

/**
 * The car a query names (brand, model, year) as one fitment's conditions, as fitsCarKeys
 * (server/src/vehicles/fitments.ts) writes them; undefined when it names none.
 * @param {URLSearchParams} query
 * @returns {Promise<Document | undefined>}
 */
async function carFitment(query) {
  const brand = query.get('brand')?.trim();
  const model = query.get('model')?.trim();
  const year = query.get('year');
  if (!brand && !model && !year) return undefined;
  const named = (await vehicleNames()).resolve({ make: brand, model });
  /** @type {Document} */
  const fitment = {};
  if (named.makeKey) fitment.makeKey = named.makeKey;
  if (named.modelKey) fitment.modelKey = named.modelKey;
  if (year) {
    fitment.yearFrom = { $lte: Number(year) };
    fitment.yearTo = { $gte: Number(year) };
  }
  return fitment;
}

/**
 * The filters of a listing, as ProductsService.list builds them for the bench's criteria: the
 * tiers of a car search (the parts that fit the car, then the universal ones), or one filter.
 * @param {URLSearchParams} query
 * @returns {Promise<Document[]>}
 */
async function listingTiers(query) {
  const catalog = await vehicleNames();
  /** @type {Document[]} */
  const conditions = [];
  const keywords = query.get('keywords')?.trim();
  if (keywords) {
    const prefixes = keywordPrefixes(keywords, catalog.spellings);
    const words = prefixes.length
      ? allOf(prefixes.map((prefix) => ({ searchTokens: { $regex: `^${escapeRegex(prefix)}` } })))
      : { _id: { $in: [] } };
    const number = partKey(keywords);
    conditions.push(number ? { $or: [words, { partKeys: number }] } : words);
  }
  const partNumber = query.get('partNumber')?.trim();
  if (partNumber) {
    const number = partKey(partNumber);
    conditions.push(number ? { partKeys: number } : { _id: { $in: [] } });
  }
  const fitment = await carFitment(query);
  if (!fitment) return [allOf(conditions)];
  const own = allOf([{ fitments: { $elemMatch: fitment } }, { universal: { $ne: true } }]);
  return [own, { universal: true }].map((tier) => allOf([...conditions, tier]));
}

/**
 * A listing as the API answers it (ProductsService.list and readTiers): the whole list, or with
 * ?page=/?limit= one page and the total: one tier's page and count at the same time; several
 * tiers counted first, then the pages of those the page falls in.
 * @param {URLSearchParams} searchParams
 * @param {Document[]} tiers
 * @returns {Promise<{ products: Document[], total?: number }>}
 */
async function listing(searchParams, tiers) {
  if (!searchParams.has('page') && !searchParams.has('limit')) {
    const found = (await Promise.all(tiers.map((tier) => readProducts(tier)))).flat();
    return { products: await productViews(found) };
  }
  const limit = Number(searchParams.get('limit') ?? 20);
  const skip = (Number(searchParams.get('page') ?? 1) - 1) * limit;
  if (tiers.length === 1) {
    const [found, total] = await Promise.all([
      readProducts(tiers[0], skip, limit),
      products.countDocuments(tiers[0]),
    ]);
    return { products: await productViews(found), total };
  }
  const counts = await Promise.all(tiers.map((tier) => products.countDocuments(tier)));
  const reads = [];
  let start = 0;
  for (const [index, count] of counts.entries()) {
    const from = Math.max(skip - start, 0);
    const to = Math.min(skip + limit - start, count);
    if (from < to) reads.push(readProducts(tiers[index], from, to - from));
    start += count;
  }
  return { products: await productViews((await Promise.all(reads)).flat()), total: start };
}

/**
 * The calls the bench measures; anything else is a 404.
 * @param {URL} url
 */
async function answer(url) {
  const { pathname, searchParams } = url;
  if (pathname === '/health') return { status: 'ok' };
  if (pathname === '/api/product/getAllProducts') {
    return {
      message: PRODUCTS_RETRIEVED,
      ...(await listing(searchParams, await listingTiers(searchParams))),
    };
  }
  if (pathname === '/api/product') {
    const found = await listing(searchParams, await listingTiers(searchParams));
    const holding = await packagesContaining(
      found.products.map((product) => product._id),
      await carFitment(searchParams),
    );
    return { message: PRODUCTS_RETRIEVED, ...found, packages: holding };
  }
  const inCategory = /^\/api\/product\/prouctsByCategory\/([0-9a-f]{24})$/.exec(pathname);
  if (inCategory) {
    const found = await listing(searchParams, [{ category: new ObjectId(inCategory[1]) }]);
    const empty = (found.total ?? found.products.length) === 0;
    return { message: empty ? NO_PRODUCTS_IN_CATEGORY : PRODUCTS_RETRIEVED, ...found };
  }
  const byId = /^\/api\/product\/getCarById\/([0-9a-f]{24})$/.exec(pathname);
  if (byId) {
    const product = await products.findOne(
      { _id: new ObjectId(byId[1]) },
      { projection: projection(PRODUCT_FIELDS) },
    );
    if (!product) return null;
    const [view] = await productViews([product]);
    return { message: 'Product retrieved successfully.', product: view };
  }
  return null;
}

const server = http.createServer((request, response) => {
  answer(new URL(/** @type {string} */ (request.url), 'http://baseline'))
    .then((body) => {
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body ?? { statusCode: 404, message: 'Not found' }));
    })
    .catch((error) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ statusCode: 500, message: error.message }));
    });
});
server.listen(Number(process.env.PORT), '127.0.0.1');

// scripts/bench.mjs stops it with SIGTERM.
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  client.close().finally(() => process.exit(0));
});
