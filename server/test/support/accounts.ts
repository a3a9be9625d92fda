import type { TestApp } from './app';

let counter = 0;

/** A valid, unique registration. */
export function newAccount(
  overrides: Partial<Record<'name' | 'email' | 'mobile' | 'password', string>> = {},
) {
  counter += 1;
  const unique = `${Date.now() % 1e6}${counter}`.padStart(8, '0').slice(-8);
  return {
    name: 'Sara Alharbi',
    email: `sara.${unique}@example.com`,
    mobile: `+96650${unique.slice(-7)}`,
    password: 'secret12',
    ...overrides,
  };
}

export async function register(shop: TestApp, overrides = {}) {
  const account = newAccount(overrides);
  await shop.api.post('/api/user/register').send(account).expect(201);
  return account;
}

export async function login(shop: TestApp, email: string, password: string): Promise<string> {
  const response = await shop.api.post('/api/user/login').send({ email, password }).expect(200);
  return response.body.token;
}

/** A registered user and a token of theirs. */
export async function loggedInUser(shop: TestApp, overrides = {}) {
  const account = await register(shop, overrides);
  return { ...account, token: await login(shop, account.email, account.password) };
}

export const ADMIN = { email: 'boss@shop.test', password: 'admin-password-1' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
