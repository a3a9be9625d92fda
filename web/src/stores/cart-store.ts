import type { CartLine } from '@shop/shared';
import { create } from 'zustand';
import { useSessionStore } from '@/stores/session-store';
import { getCart } from '@/lib/cart/get-cart';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface CartState {
  items: CartLine[];
  /** SAR. */
  totalPrice: number;
  /**
   * idle: nothing asked yet (or logged out); loading: the first answer is on its way; ready: the
   * items are the server's (later refreshes keep it ready); failed: the last load failed.
   */
  status: CartStatus;
  /**
   * Loads the cart, sharing a load already on its way. Without a stored token the cart is empty
   * and the server is not asked. Rejects when the load fails (a 404 is an empty cart).
   */
  load: () => Promise<void>;
  /** Loads the cart afresh, after a change: an answer to an older load is dropped. */
  refresh: () => Promise<void>;
  /** Forgets the cart, as logging out does. */
  reset: () => void;
}

const EMPTY = { items: [] as CartLine[], totalPrice: 0 };

/** Counts loads, so that only the answer to the newest one is kept. */
let generation = 0;
let inFlight: Promise<void> | undefined;

export const useCartStore = create<CartState>()((set, get) => {
  const fetchCart = (): Promise<void> => {
    if (!useSessionStore.getState().storedToken) {
      get().reset();
      return Promise.resolve();
    }
    const current = ++generation;
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading' }));
    const request = getCart().then(
      (cart) => {
        if (current === generation) set({ ...cart, status: 'ready' });
      },
      (error: unknown) => {
        if (current === generation) set({ ...EMPTY, status: 'failed' });
        throw error;
      },
    );
    inFlight = request;
    // The caller handles the failure; this side chain only forgets the finished load.
    request
      .catch(() => undefined)
      .finally(() => {
        if (inFlight === request) inFlight = undefined;
      });
    return request;
  };

  return {
    ...EMPTY,
    status: 'idle',
    load: () => inFlight ?? fetchCart(),
    refresh: fetchCart,
    reset: () => {
      generation++;
      inFlight = undefined;
      set({ ...EMPTY, status: 'idle' });
    },
  };
});

/** How many items the cart holds: the sum of its quantities, as the header's badge shows. */
export const selectCartCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((count, line) => count + line.quantity, 0);

/** Cart loads that fail outside the payment screen are only logged (docs/behaviour.md). */
export const logCartLoadFailure = (error: unknown): void =>
  console.error('Could not load the cart', error);

/** Loads the cart afresh after it changed elsewhere (Add To Cart, a payment), for the header. */
export function refreshCart(): void {
  useCartStore.getState().refresh().catch(logCartLoadFailure);
}

// Logging out (or a session the server ended) forgets the cart.
useSessionStore.subscribe((session, previous) => {
  if (previous.storedToken && !session.storedToken) useCartStore.getState().reset();
});
