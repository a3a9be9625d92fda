import type { Test } from 'supertest';
import { ADMIN, login } from './accounts';
import type { TestApp } from './app';
import { png } from './images';

export const adminToken = (shop: TestApp) => login(shop, ADMIN.email, ADMIN.password);

export async function createCategory(shop: TestApp, token: string, name = 'Brake systems') {
  const response = await shop.api
    .post('/api/category/createCategory')
    .set('token', token)
    .send({ name, description: `${name} for every car` })
    .expect(201);
  return response.body.category as { _id: string; name: string };
}

export interface ProductFields {
  name?: string;
  description?: string;
  nameAr?: string;
  descriptionAr?: string;
  price?: string;
  category: string;
  isForSpecificCar?: string;
  carEngine?: string;
  model?: string;
  year?: string;
  agency?: string;
  warranty?: string;
  stock?: string;
  manufacturer?: string;
}

/** An addProduct request as the admin screen sends it: multipart with repeated productImage. */
export function addProductRequest(
  shop: TestApp,
  token: string,
  fields: ProductFields,
  images = [png()],
): Test {
  const request = shop.api.post('/api/product/addProduct').set('token', token);
  const form: Record<string, string | undefined> = {
    name: fields.name ?? 'Front brake pads',
    description: fields.description ?? 'Ceramic pads for quiet braking',
    nameAr: fields.nameAr,
    descriptionAr: fields.descriptionAr,
    price: fields.price ?? '250',
    category: fields.category,
    isForSpecificCar: fields.isForSpecificCar,
    carEngine: fields.carEngine,
    'carDetails[model]': fields.model,
    'carDetails[year]': fields.year,
    'carDetails[agency]': fields.agency,
    'carDetails[warranty]': fields.warranty,
    stock: fields.stock,
    manufacturer: fields.manufacturer,
  };
  for (const [name, value] of Object.entries(form))
    if (value !== undefined) request.field(name, value);
  for (const [index, image] of images.entries()) {
    request.attach('productImage', image, `part-${index}.png`);
  }
  return request;
}

export async function addProduct(
  shop: TestApp,
  token: string,
  fields: ProductFields,
  images = [png()],
) {
  const response = await addProductRequest(shop, token, fields, images).expect(201);
  return response.body.product as { _id: string; name: string; image: { secure_url: string }[] };
}

/** The path part of an absolute upload URL, to fetch it through the test app. */
export const pathOf = (url: string) => new URL(url).pathname;

export interface PackageFields {
  name: string;
  mileage: number;
  productIds: string[];
  price?: number;
  description?: string;
}

/** A package of existing products, as the admin screen creates it (multipart, no images). */
export async function createPackage(shop: TestApp, token: string, fields: PackageFields) {
  const response = await shop.api
    .post('/api/package/createPackage')
    .set('token', token)
    .field('name', fields.name)
    .field('description', fields.description ?? 'Service')
    .field('price', String(fields.price ?? 100))
    .field('mileage', String(fields.mileage))
    .field('productIds', fields.productIds.join(','))
    .expect(201);
  return response.body.package as { _id: string; name: string };
}
