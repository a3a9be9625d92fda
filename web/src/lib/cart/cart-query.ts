import type { Cart } from '@shop/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { errorText, useI18n } from '@/i18n';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { getCart } from './get-cart';
import { EMPTY_CART } from './lines';

/** The start of every cart query's key; a session's cart is `['cart', token]`. */
export const CART_QUERY_KEY = ['cart'] as const;

/** Cart loads that fail outside the payment screen are only logged (docs/behaviour.md). */
async function fetchCart(): Promise<Cart> {
  try {
    return await getCart();
  } catch (error) {
    console.error('Could not load the cart', error);
    throw error;
  }
}

/**
 * The logged-in shopper's cart, from the cache of server data: the header's count, the cart
 * and the payment screens share one request and one answer. Without a stored token nothing is
 * asked and `data` stays undefined.
 */
export function useCart() {
  const token = useSessionStore((state) => state.storedToken);
  return useQuery({
    queryKey: [...CART_QUERY_KEY, token],
    queryFn: fetchCart,
    enabled: Boolean(token),
  });
}

/** How many items the cart holds: the sum of its quantities, as the header's badge shows. */
export const cartCount = (cart: Cart = EMPTY_CART): number =>
  cart.items.reduce((count, line) => count + line.quantity, 0);

/**
 * Why the coupon kept in the cart gives nothing now, in the reader's language; undefined while it
 * applies. The order is refused until it is removed or applies again (docs/api.md, "Promotions").
 * A coupon paused or deleted since it was applied answers COUPON_UNKNOWN, "does not exist": right
 * for a code typed, wrong for one the shopper saw applied, which is said to be no longer valid.
 * Here, beside the cart's query, not in a module of its own: the cart's and the payment's chunks
 * would share that one, which would end in Home's (vite.config.ts, experimentalMinChunkSize).
 */
export function useKeptCouponRefusal(cart: Cart): string | undefined {
  const { t, language } = useI18n();
  const refusal = cart.coupon?.refusal;
  if (!refusal) return undefined;
  return refusal.code === 'COUPON_UNKNOWN'
    ? t('coupon.noLongerValid')
    : errorText(language, refusal);
}

/** Marks the cart stale and fetches it again for the screens that show it. */
const refetchCart = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });

/** Loads the cart afresh after it changed elsewhere, such as a payment. */
export function useRefetchCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refetchCart(queryClient), [queryClient]);
}

/**
 * A change to the cart (add, update, remove): once it is answered, whether it went through or
 * not, the cart is fetched again, and the change counts as pending until the fresh cart is in.
 */
export function useCartChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(input),
    onSettled: () => refetchCart(queryClient),
  });
}

/**
 * Runs one change of the cart at a time: one asked for while another is under way is ignored, at
 * once. A button is disabled while its change is pending, but TanStack Query tells React of the
 * pending state in a later task, so a double click's second click can reach it still enabled.
 */
export function useOneChangeAtATime(): (change: () => Promise<unknown>) => Promise<void> {
  const running = useRef(false);
  return useCallback(async (change) => {
    if (running.current) return;
    running.current = true;
    try {
      await change();
    } finally {
      running.current = false;
    }
  }, []);
}

// Logging out (or a session the server ended) forgets the cart.
useSessionStore.subscribe((session, previous) => {
  if (previous.storedToken && !session.storedToken)
    appQueryClient.removeQueries({ queryKey: CART_QUERY_KEY });
});
