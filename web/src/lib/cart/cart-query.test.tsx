import { API_MESSAGES } from '@shop/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { answerCart, oilLine, twoLineCart, withQuantity } from '@/test/fixtures/cart';
import { renderAt } from '@/test/render';
import { heldReply, onApi, type SentRequest } from '@/test/server';
import { CART_QUERY_KEY, cartCount, useCart, useCartChange } from './cart-query';

/** Shows the cart's count, as the header does. */
function CartCount({ label }: { label: string }) {
  const cart = useCart();
  return <output aria-label={label}>{cart.isPending ? '…' : cartCount(cart.data)}</output>;
}

/** A button that makes a change to the cart: the change resolves, or fails when told to. */
function ChangeButton({ fail = false }: { fail?: boolean }) {
  const change = useCartChange(async () => {
    if (fail) throw new ApiError('Service unavailable', 503);
  });
  return (
    <button type="button" disabled={change.isPending} onClick={() => change.mutate()}>
      Change
    </button>
  );
}

/** The carts the cache holds. */
const cachedCarts = () =>
  queryClient.getQueriesData({ queryKey: CART_QUERY_KEY }).filter(([, cart]) => cart !== undefined);

const count = (label: string) => screen.getByRole('status', { name: label }).textContent;

describe('cart in the cache of server data', () => {
  let reads: SentRequest[];
  beforeEach(() => {
    reads = answerCart(twoLineCart);
    useSessionStore.getState().login('jwt', 'user');
  });

  it('asks the server once for every screen showing the cart', async () => {
    renderAt(
      '/',
      <>
        <CartCount label="header" />
        <CartCount label="screen" />
      </>,
    );
    await waitFor(() => expect(count('header')).toBe('3'));
    expect(count('screen')).toBe('3');
    expect(reads).toHaveLength(1);
  });

  it('fetches the cart again after a change, and every screen shows the new count', async () => {
    renderAt(
      '/',
      <>
        <CartCount label="header" />
        <ChangeButton />
      </>,
    );
    await waitFor(() => expect(count('header')).toBe('3'));

    const freshCart = heldReply();
    const rereads = onApi('GET /cart/getCartWithTotalPrice', freshCart.reply);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Change' });
    fireEvent.click(button);
    // The change stays pending until the fresh cart is in.
    await waitFor(() => expect(rereads).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(count('header')).toBe('3');

    freshCart.answer({
      message: API_MESSAGES.cartFetched,
      cart: withQuantity(twoLineCart, oilLine, 5),
    });
    await waitFor(() => expect(count('header')).toBe('6'));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('fetches the cart again after a change that failed too', async () => {
    renderAt(
      '/',
      <>
        <CartCount label="header" />
        <ChangeButton fail />
      </>,
    );
    await waitFor(() => expect(count('header')).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('asks nothing without a stored token, and forgets the cart when the session ends', async () => {
    renderAt('/', <CartCount label="header" />);
    await waitFor(() => expect(count('header')).toBe('3'));
    expect(cachedCarts()).toHaveLength(1);

    act(() => useSessionStore.getState().clear());
    expect(cachedCarts()).toEqual([]);
    expect(count('header')).toBe('…');
    expect(reads).toHaveLength(1);
  });
});
