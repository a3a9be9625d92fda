#!/usr/bin/env node
// @ts-check
// The baseline of `npm run bench`: a bare Node http server that answers the catalog calls the
// bench measures with the plain MongoDB driver. It does the same database work as the shop's API
// (server/src/products/products.service.ts, server/src/search/search.controller.ts and
// server/src/packages/packages.service.ts) and answers the same JSON, so the API's req/s over
// the baseline's measures what NestJS, mongoose and the shop's middleware cost, nothing else:
//   - the same filter (brand and model lower-cased and matched exactly against the products'
//     agencyKey and modelKey, Arabic car names read as the English ones, year equality, each
//     keyword word an anchored prefix of the products' searchTokens, normalised by the server's
//     own code in server/dist), projection and sort;
//   - the category name joined by a second query with $in, as the API does;
//   - for a search, the packages holding any product found, with their products' names, prices
//     and images joined the same way;
//   - for a page, the total count, read at the same time as the page;
//   - images kept as storage keys, answered as URLs under BENCH_UPLOADS_URL (the API's
//     PUBLIC_URL/uploads), as server/src/storage/storage.service.ts builds them.
// Started by scripts/bench.mjs with BENCH_DB_URI, BENCH_UPLOADS_URL and PORT; not meant to be
// run by hand.
import http from 'node:http';
import { MongoClient, ObjectId } from 'mongodb';
// The same word rules as the API (built by `npm run build`, which the bench needs anyway).
import { keywordPrefixes } from '../server/dist/text/search-tokens.js';
import { carNameKey } from '../server/dist/text/car-names.js';

/** @typedef {import('mongodb').Document} Document */

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
/** @type {(product: Document) => Document} */
const withImageViews = (product) => ({
  ...product,
  image: (product.image ?? []).map((/** @type {Document} */ image) =>
    imageView(image, 'secure_url'),
  ),
});

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
 * Products matching `filter`, newest first, with their category's name.
 * @param {Document} filter
 * @param {{ skip: number, limit: number }} [window]
 */
async function findProducts(filter, window) {
  const cursor = products
    .find(filter, { projection: projection(PRODUCT_FIELDS) })
    .sort({ createdAt: -1, _id: -1 });
  if (window) cursor.skip(window.skip).limit(window.limit);
  return joinCategories((await cursor.toArray()).map(withImageViews));
}

/**
 * Packages holding any of these products, highest mileage first, with their products.
 * @param {ObjectId[]} productIds
 */
async function packagesContaining(productIds) {
  if (productIds.length === 0) return [];
  const found = await packages
    .find({ products: { $in: productIds } }, { projection: projection(PACKAGE_FIELDS) })
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
  const byId = new Map(members.map((product) => [product._id.toString(), withImageViews(product)]));
  // The package's own order, without products that no longer exist; the first image is the logo.
  return found.map(({ images: records = [], ...pack }) => {
    const images = records.map((/** @type {Document} */ image) => imageView(image, 'url'));
    return {
      ...pack,
      products: asStrings(pack.products)
        .map((id) => byId.get(id))
        .filter(Boolean),
      images,
      logo: images[0] ?? null,
    };
  });
}

/**
 * The search filter, built as ProductsService.searchFilter builds it (for the bench's criteria).
 * @param {URLSearchParams} query
 */
function searchFilter(query) {
  /** @type {Document} */
  const filter = {};
  const brand = query.get('brand')?.trim();
  const model = query.get('model')?.trim();
  const year = query.get('year');
  const keywords = query.get('keywords')?.trim();
  if (brand) filter.agencyKey = carNameKey(brand, 'brand');
  if (model) filter.modelKey = carNameKey(model, 'model');
  if (year) filter['carDetails.year'] = Number(year);
  if (keywords) {
    const prefixes = keywordPrefixes(keywords);
    filter.$and = prefixes.length
      ? prefixes.map((prefix) => ({ searchTokens: { $regex: `^${escapeRegex(prefix)}` } }))
      : [{ _id: { $in: [] } }];
  }
  return filter;
}

/**
 * A listing as the API answers it (server/src/common/list-queries.ts): the whole list, or with
 * ?page=/?limit= one page and the total, counted at the same time.
 * @param {URLSearchParams} searchParams
 * @param {Document} filter
 * @returns {Promise<{ products: Document[], total?: number }>}
 */
async function listing(searchParams, filter) {
  if (!searchParams.has('page') && !searchParams.has('limit')) {
    return { products: await findProducts(filter) };
  }
  const limit = Number(searchParams.get('limit') ?? 20);
  const page = Number(searchParams.get('page') ?? 1);
  const [found, total] = await Promise.all([
    findProducts(filter, { skip: (page - 1) * limit, limit }),
    products.countDocuments(filter),
  ]);
  return { products: found, total };
}

/**
 * The calls the bench measures; anything else is a 404.
 * @param {URL} url
 */
async function answer(url) {
  const { pathname, searchParams } = url;
  if (pathname === '/health') return { status: 'ok' };
  if (pathname === '/api/product/getAllProducts') {
    return { message: PRODUCTS_RETRIEVED, ...(await listing(searchParams, {})) };
  }
  if (pathname === '/api/product') {
    const found = await listing(searchParams, searchFilter(searchParams));
    const holding = await packagesContaining(found.products.map((product) => product._id));
    return { message: PRODUCTS_RETRIEVED, ...found, packages: holding };
  }
  const inCategory = /^\/api\/product\/prouctsByCategory\/([0-9a-f]{24})$/.exec(pathname);
  if (inCategory) {
    const found = await listing(searchParams, { category: new ObjectId(inCategory[1]) });
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
    const [view] = await joinCategories([withImageViews(product)]);
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
