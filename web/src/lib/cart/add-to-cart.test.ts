import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './add-to-cart';
import { apiClient } from '@/lib/api-client';

describe('addToCart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds one of the item and succeeds only on the documented answer', async () => {
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Item(s) added to cart.' } });
    expect(await addToCart({ packageId: 'p1' })).toBe(true);
    expect(post).toHaveBeenCalledWith('/cart/addToCart', { packageId: 'p1', quantity: 1 });

    post.mockResolvedValue({ data: { message: 'Added.' } });
    expect(await addToCart({ productId: 'x1' })).toBe(false);
  });
});
