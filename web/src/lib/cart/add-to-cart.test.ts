import { describe, expect, it } from 'vitest';
import { onApi } from '@/test/server';
import { addToCart } from './add-to-cart';

describe('addToCart', () => {
  it('adds one of the item and succeeds only on the documented answer', async () => {
    const adds = onApi('POST /cart/addToCart', { message: 'Item(s) added to cart.' });
    expect(await addToCart({ packageId: 'p1' })).toBe(true);
    expect(adds.map((request) => request.body)).toEqual([{ packageId: 'p1', quantity: 1 }]);

    onApi('POST /cart/addToCart', { message: 'Added.' });
    expect(await addToCart({ productId: 'x1' })).toBe(false);
  });
});
