import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { newAccount, registerViaApi, type Account } from './accounts';
import { baseUrl } from './browser';
import { addProduct, createCategory, getAdminToken } from './catalog';
import { pngBlob } from './pictures';

/** Calls the shop's API under test; throws with the answer when the status is unexpected. */
export async function call<T>(
  method: string,
  path: string,
  init: RequestInit = {},
  expected = 200,
) {
  const response = await fetch(new URL(`/api${path}`, baseUrl), { method, ...init });
  if (response.status !== expected) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

interface Created {
  _id: string;
  name: string;
}

export interface PackageSeed {
  name: string;
  description: string;
  price: number;
  mileage: number;
  productIds: string[];
}

/** Creates a maintenance package with one logo, as the admin's Package form would. */
export async function createPackage(seed: PackageSeed): Promise<Created> {
  const form = new FormData();
  form.append('name', seed.name);
  form.append('description', seed.description);
  form.append('price', String(seed.price));
  form.append('mileage', String(seed.mileage));
  for (const id of seed.productIds) form.append('productIds', id);
  form.append('logo', pngBlob([245, 166, 35]), 'logo.png');
  const answer = await call<{ package: Created }>(
    'POST',
    '/package/createPackage',
    { headers: { token: await getAdminToken() }, body: form },
    201,
  );
  return answer.package;
}

/** A product of a category of its own, with a name short enough for the cards (3 words). */
export async function newProduct(name: string, price: number): Promise<Created> {
  const id = randomBytes(3).toString('hex');
  const category = await createCategory(`Shopping ${id}`, 'Parts the shopping journeys buy');
  return addProduct({
    name,
    description: `${name} for the journeys`,
    price,
    category: category._id,
  });
}

/** A new customer with a session of their own: registered, then logged in through the API. */
export async function newCustomer(): Promise<{ account: Account; token: string }> {
  const account = await registerViaApi(newAccount());
  const { token } = await call<{ token: string }>('POST', '/user/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return { account, token };
}

/** Puts `quantity` of a product in the customer's cart through the API. */
export async function addToCartViaApi(token: string, productId: string, quantity = 1) {
  await call(
    'POST',
    '/cart/addToCart',
    {
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ productId, quantity }),
    },
    201,
  );
}

/** Starts the browser with the customer's session stored, as a login leaves it. */
export async function storeSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((token) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('role', 'user');
  }, token);
}

/** Picks `option` in the payment form's select labelled `label` (the form antd names `payment`). */
export async function choosePaymentOption(page: Page, label: string, option: string) {
  await page
    .locator('form#payment .ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-select-selector')
    .click();
  await page
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`)
    .click();
}
