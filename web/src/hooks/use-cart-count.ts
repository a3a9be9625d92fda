import { cartCount, useCart } from '@/lib/cart/cart-query';

/**
 * How many items the logged-in user's cart holds, for the header's badge: the cart is loaded
 * when a user is logged in (at the page's start or on login); a visitor's count is 0.
 */
export function useCartCount(): number {
  return cartCount(useCart().data);
}
