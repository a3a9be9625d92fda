import type { Cart } from '@shop/shared';
import { ApiError, apiClient } from '@/lib/api-client';
import { EMPTY_CART } from './lines';

/**
 * The caller's cart at catalog prices. A 404 means no cart yet: empty, total 0 (docs/behaviour.md).
 * Every page loads it for the header's count, so an ended session only ends there (no redirect).
 */
export async function getCart(): Promise<Cart> {
  try {
    const { data } = await apiClient.get<{ cart?: Cart | null }>('/cart/getCartWithTotalPrice', {
      endSessionQuietly: true,
    });
    return data.cart ?? EMPTY_CART;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_CART;
    throw error;
  }
}
