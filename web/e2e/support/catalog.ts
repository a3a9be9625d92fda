import type { CarDetails, CatalogItem, ProductPartFields } from '@shop/shared';
import { admin } from './accounts';
import { baseUrl } from './browser';
import { pngBlob } from './pictures';

/** Calls the shop's API under test; throws with the answer when the status is unexpected. */
async function call<T>(method: string, path: string, init: RequestInit = {}, expected = 200) {
  const response = await fetch(new URL(`/api${path}`, baseUrl), { method, ...init });
  if (response.status !== expected) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

let adminToken: Promise<string> | undefined;

/** The admin's token, fetched once per file (logins are rate-limited). */
export function getAdminToken(): Promise<string> {
  adminToken ??= call<{ token: string }>('POST', '/user/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin()),
  }).then((answer) => answer.token);
  return adminToken;
}

interface Created {
  _id: string;
  name: string;
}

export async function createCategory(
  name: string,
  description: string,
  arabic: { nameAr?: string; descriptionAr?: string } = {},
): Promise<Created> {
  const answer = await call<{ category: Created }>(
    'POST',
    '/category/createCategory',
    {
      headers: { 'content-type': 'application/json', token: await getAdminToken() },
      body: JSON.stringify({ name, description, ...arabic }),
    },
    201,
  );
  return answer.category;
}

export interface ProductSeed extends Omit<CatalogItem, '_id'>, ProductPartFields {
  /** The category's id. */
  category: string;
  carDetails?: CarDetails;
  /** Units in stock; left out, not tracked. */
  stock?: number;
}

/** Adds a product with one small PNG, as the admin form would. */
export async function addProduct(product: ProductSeed): Promise<Created> {
  const form = new FormData();
  form.append('name', product.name);
  form.append('description', product.description);
  if (product.nameAr) form.append('nameAr', product.nameAr);
  if (product.descriptionAr) form.append('descriptionAr', product.descriptionAr);
  form.append('price', String(product.price));
  form.append('category', product.category);
  form.append('isForSpecificCar', String(Boolean(product.carDetails)));
  if (product.stock !== undefined) form.append('stock', String(product.stock));
  for (const [key, value] of Object.entries(product.carDetails ?? {})) {
    form.append(`carDetails[${key}]`, String(value));
  }
  // The part's maker, numbers and cars (issue 23); the lists as one JSON text field each.
  for (const key of ['manufacturer', 'partNumber', 'universal'] as const) {
    if (product[key] !== undefined) form.append(key, String(product[key]));
  }
  for (const key of ['oemNumbers', 'fitments'] as const) {
    if (product[key]) form.append(key, JSON.stringify(product[key]));
  }
  form.append('productImage', pngBlob([31, 95, 153]), 'part.png');
  const answer = await call<{ product: Created }>(
    'POST',
    '/product/addProduct',
    { headers: { token: await getAdminToken() }, body: form },
    201,
  );
  return answer.product;
}

const idsByName = (records: Created[]) =>
  new Map(records.map((record) => [record.name, record._id]));

/** Every product's id by its name, as the storefront's links carry them. */
export const productIdsByName = async () =>
  idsByName((await call<{ products: Created[] }>('GET', '/product/getAllProducts')).products);

export const categoryIdsByName = async () =>
  idsByName((await call<{ categories: Created[] }>('GET', '/category')).categories);

/**
 * The names of the categories that have no Arabic name (those other journeys create): the shop
 * shows them in English to an Arabic reader, as it falls back when a translation is missing.
 */
export const englishOnlyCategoryNames = async () =>
  (await call<{ categories: { name: string; nameAr?: string }[] }>('GET', '/category')).categories
    .filter((category) => !category.nameAr)
    .map((category) => category.name);

/**
 * The makers of the shop's parts (Bosch, Denso …): brand names, which the filters beside the
 * products list show in their own Latin script to an Arabic reader too.
 */
export const partMakerNames = async () =>
  (
    await call<{ facets?: { manufacturers: { name: string }[] } }>(
      'GET',
      '/product/getAllProducts?facets=true&limit=1',
    )
  ).facets?.manufacturers.map((maker) => maker.name) ?? [];
