import { randomBytes } from 'node:crypto';
import {
  SANDBOX_CARDS,
  type AddOrderAnswer,
  type AddOrderRequest,
  type OrderView,
} from '@shop/shared';
import { newAccount, registerViaApi, type Account } from './accounts';
import { baseUrl } from './browser';
import { addProduct, createCategory } from './catalog';

/** Calls the shop's API under test as `token`; throws with the answer when the status is unexpected. */
async function call<T>(method: string, path: string, token: string, body: unknown, expected = 200) {
  const response = await fetch(new URL(`/api${path}`, baseUrl), {
    method,
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

async function login(account: Account): Promise<string> {
  const response = await fetch(new URL('/api/user/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) {
    throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}

export interface OrderSeed {
  /** The product's name; a unique one by default. */
  productName?: string;
  /** The product's Arabic name, if it has one. */
  productNameAr?: string;
  /** SAR. */
  price?: number;
  quantity?: number;
  fullname?: string;
  phone?: string;
  shippingAddress?: string;
}

export interface PlacedOrder {
  customer: Account;
  order: OrderView;
  /** The sandbox's 3-D Secure page of the order's payment. */
  transactionUrl: string;
}

/**
 * A new customer orders one product of a new category through the API, paying with the sandbox's
 * approved card; the order stays pending payment, as it is until the 3-D Secure step is done.
 */
export async function placeOrder(seed: OrderSeed = {}): Promise<PlacedOrder> {
  const id = randomBytes(3).toString('hex');
  const customer = await registerViaApi(newAccount());
  const token = await login(customer);
  const category = await createCategory(`Orders ${id}`, 'Parts ordered by the journeys');
  const product = await addProduct({
    name: seed.productName ?? `Brake pads ${id}`,
    ...(seed.productNameAr && { nameAr: seed.productNameAr }),
    description: 'Ceramic brake pads, front axle',
    price: seed.price ?? 150,
    category: category._id,
  });
  await call(
    'POST',
    '/cart/addToCart',
    token,
    { productId: product._id, quantity: seed.quantity ?? 1 },
    201,
  );

  const request: AddOrderRequest = {
    fullname: seed.fullname ?? customer.name,
    phone: seed.phone ?? '+966501234567',
    shippingAddress: seed.shippingAddress ?? 'King Abdulaziz Road, Jeddah',
    paymentMethod: 'creditcard',
    cardDetails: {
      name: customer.name,
      number: SANDBOX_CARDS.approved,
      cvc: '123',
      month: 12,
      year: new Date().getFullYear() + 1,
    },
  };
  const answer = await call<AddOrderAnswer>('POST', '/order/addOrder', token, request, 201);
  return { customer, order: answer.order, transactionUrl: answer.payment!.source.transaction_url };
}

/** An order placed as placeOrder does, then approved on the sandbox's 3-D Secure page. */
export async function paidOrder(seed: OrderSeed = {}): Promise<PlacedOrder> {
  const placed = await placeOrder(seed);
  const approved = await fetch(placed.transactionUrl, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'approve' }),
    redirect: 'manual',
  });
  // Back at the shop, which settles the payment.
  const back = await fetch(approved.headers.get('location')!, { redirect: 'manual' });
  if (back.status !== 303) throw new Error(`The payment's return answered ${back.status}`);
  return placed;
}
