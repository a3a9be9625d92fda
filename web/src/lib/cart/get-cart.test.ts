import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setLoginRedirect } from '@/lib/login-redirect';
import { useSessionStore } from '@/stores/session-store';
import { twoLineCart } from '@/test/fixtures/cart';
import { apiError, onApi } from '@/test/server';
import { getCart } from './get-cart';

describe('getCart', () => {
  it('reads the cart of the answer, ending a refused session without leaving the page', async () => {
    onApi('GET /cart/getCartWithTotalPrice', {
      message: 'Cart fetched successfully.',
      cart: twoLineCart,
    });
    expect(await getCart()).toEqual(twoLineCart);

    const redirect = vi.fn();
    setLoginRedirect(redirect);
    useSessionStore.getState().login('expired', 'user');
    onApi('GET /cart/getCartWithTotalPrice', apiError(401, 'Your session has ended.'));
    await expect(getCart()).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().storedToken).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('takes a 404 for an empty cart with total 0', async () => {
    onApi('GET /cart/getCartWithTotalPrice', apiError(404, 'Cart not found'));
    expect(await getCart()).toEqual({ items: [], subtotal: 0, discounts: [], totalPrice: 0 });
  });

  it('passes any other failure on', async () => {
    onApi('GET /cart/getCartWithTotalPrice', apiError(503, 'Service unavailable'));
    const failure = await getCart().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Service unavailable', status: 503 });
  });
});
