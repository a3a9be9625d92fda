import { API_MESSAGES, CART_ITEM_QUANTITY } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** What goes into the cart: a product or a package, one at a time. */
export type CartItemRef = { productId: string } | { packageId: string };

/**
 * Adds one of the item to the cart (the token goes with it). Resolves true only when the
 * server answers the documented success text; anything else counts as a failure.
 */
export async function addToCart(item: CartItemRef): Promise<boolean> {
  const { data } = await apiClient.post<{ message?: string }>('/cart/addToCart', {
    ...item,
    quantity: CART_ITEM_QUANTITY,
  });
  return data.message === API_MESSAGES.addedToCart;
}
