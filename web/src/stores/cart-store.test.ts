import type { Cart } from '@shop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { oilLine, serviceLine, twoLineCart, withQuantity } from '@/test/fixtures/cart';
import { getCart } from '@/lib/cart/get-cart';
import { selectCartCount, useCartStore } from './cart-store';

vi.mock('@/lib/cart/get-cart');

const cart = () => useCartStore.getState();

describe('cart store', () => {
  beforeEach(() => {
    vi.mocked(getCart).mockReset().mockResolvedValue(twoLineCart);
    cart().reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks nothing of the server without a stored token, and stays empty', async () => {
    await cart().load();
    expect(getCart).not.toHaveBeenCalled();
    expect(cart()).toMatchObject({ items: [], totalPrice: 0, status: 'idle' });
  });

  it('keeps the items and total, and counts the items by their quantities', async () => {
    useSessionStore.getState().login('jwt', 'user');
    const loading = cart().load();
    expect(cart().status).toBe('loading');
    await loading;
    expect(cart()).toMatchObject({ items: [oilLine, serviceLine], totalPrice: 690.5 });
    expect(cart().status).toBe('ready');
    expect(selectCartCount(cart())).toBe(3);
  });

  it('shares a load already on its way', async () => {
    useSessionStore.getState().login('jwt', 'user');
    await Promise.all([cart().load(), cart().load()]);
    expect(getCart).toHaveBeenCalledOnce();
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    useSessionStore.getState().login('jwt', 'user');
    let answerOld: (cart: Cart) => void = () => {};
    vi.mocked(getCart).mockImplementationOnce(
      () => new Promise<Cart>((resolve) => (answerOld = resolve)),
    );
    const old = cart().load();
    const newer = withQuantity(twoLineCart, oilLine, 5);
    vi.mocked(getCart).mockResolvedValueOnce(newer);
    await cart().refresh();
    answerOld(twoLineCart);
    await old;
    expect(selectCartCount(cart())).toBe(6);
  });

  it('rejects a failed load and reads as empty', async () => {
    useSessionStore.getState().login('jwt', 'user');
    await cart().load();
    vi.mocked(getCart).mockRejectedValueOnce(new ApiError('Service unavailable', 503));
    await expect(cart().refresh()).rejects.toThrow('Service unavailable');
    expect(cart()).toMatchObject({ items: [], totalPrice: 0, status: 'failed' });
  });

  it('forgets the cart when the session ends', async () => {
    useSessionStore.getState().login('jwt', 'user');
    await cart().load();
    useSessionStore.getState().clear();
    expect(cart()).toMatchObject({ items: [], totalPrice: 0, status: 'idle' });
  });
});
