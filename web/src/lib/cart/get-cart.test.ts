import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from '@/lib/api-client';
import { twoLineCart } from '@/test/fixtures/cart';
import { getCart } from './get-cart';

describe('getCart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the cart of the answer, ending a refused session without leaving the page', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { message: 'Cart fetched successfully.', cart: twoLineCart } });
    expect(await getCart()).toEqual(twoLineCart);
    expect(get).toHaveBeenCalledWith('/cart/getCartWithTotalPrice', { endSessionQuietly: true });
  });

  it('takes a 404 for an empty cart with total 0', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Cart not found', 404));
    expect(await getCart()).toEqual({ items: [], totalPrice: 0 });
  });

  it('passes any other failure on', async () => {
    const failure = new ApiError('Service unavailable', 503);
    vi.spyOn(apiClient, 'get').mockRejectedValue(failure);
    await expect(getCart()).rejects.toBe(failure);
  });
});
