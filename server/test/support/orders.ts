import { SANDBOX_CARDS } from '@shop/shared';
import type { TestApp } from './app';
import { pathOf } from './catalog';

/** A valid order request; `card` overrides parts of cardDetails. */
export function orderRequest(
  overrides: Record<string, unknown> = {},
  card: Record<string, unknown> = {},
) {
  return {
    fullname: 'Sara Alharbi',
    phone: '+966501234567',
    shippingAddress: 'King Abdulaziz Rd 12, Al Rawdah, Jeddah',
    paymentMethod: 'creditcard',
    cardDetails: {
      name: 'SARA ALHARBI',
      number: SANDBOX_CARDS.approved,
      cvc: '987',
      month: 12,
      year: new Date().getFullYear() + 2,
      ...card,
    },
    ...overrides,
  };
}

export const addToCart = (shop: TestApp, token: string, item: object) =>
  shop.api.post('/api/cart/addToCart').set('token', token).send(item).expect(201);

export const cartOf = async (shop: TestApp, token: string) =>
  (await shop.api.get('/api/cart/getCartWithTotalPrice').set('token', token).expect(200)).body
    .cart as { items: { quantity: number }[]; totalPrice: number };

/** Places the caller's cart as an order; answers the whole 201 body. */
export async function placeOrder(
  shop: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  card: Record<string, unknown> = {},
) {
  const response = await shop.api
    .post('/api/order/addOrder')
    .set('token', token)
    .send(orderRequest(overrides, card))
    .expect(201);
  return response.body as {
    message: string;
    order: { _id: string; reference: string; totalPrice: number; paymentStatus: string };
    payment: { id: string; status: string; source: { transaction_url: string } };
  };
}

/**
 * The cardholder answers on the sandbox's 3-D Secure page; answers the URL the browser is sent
 * back to (the shop's payment callback).
 */
export async function answerThreeDSecure(
  shop: TestApp,
  transactionUrl: string,
  decision: 'approve' | 'decline',
): Promise<URL> {
  const response = await shop.api
    .post(pathOf(transactionUrl))
    .type('form')
    .send({ decision })
    .expect(303);
  return new URL(response.headers.location);
}

/** The browser's return to the shop: answers where the shop redirects it. */
export async function returnFromPayment(shop: TestApp, callback: URL): Promise<string> {
  const response = await shop.api.get(`${callback.pathname}${callback.search}`).expect(303);
  return response.headers.location;
}

export async function myOrder(shop: TestApp, token: string, orderId: string) {
  const response = await shop.api
    .get(`/api/order/myOrders/${orderId}`)
    .set('token', token)
    .expect(200);
  return response.body.order as {
    paymentStatus: string;
    shippingStatus: string;
    paidAt?: string;
    /** A card payment never completed, that the shop no longer waits for. */
    paymentAbandonedAt?: string;
    totalPrice: number;
    refundReason?: string;
  };
}
