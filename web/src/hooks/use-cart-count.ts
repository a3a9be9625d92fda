import { useEffect } from 'react';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { logCartLoadFailure, selectCartCount, useCartStore } from '@/stores/cart-store';

/**
 * How many items the logged-in user's cart holds, for the header's badge: the cart is loaded
 * when a user is logged in (at the page's start or on login); a visitor's count is 0.
 */
export function useCartCount(): number {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const count = useCartStore(selectCartCount);

  useEffect(() => {
    if (isLoggedIn) useCartStore.getState().load().catch(logCartLoadFailure);
  }, [isLoggedIn]);

  return isLoggedIn ? count : 0;
}
