import {
  API_MESSAGES,
  CART_ITEM_QUANTITY,
  type CartItemRef,
  type MessageAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Adds one of the item to the cart (the token goes with it). Resolves true only when the
 * server answers the documented success text; anything else counts as a failure.
 */
export async function addToCart(item: CartItemRef): Promise<boolean> {
  const { data } = await apiClient.post<MessageAnswer>('/cart/addToCart', {
    ...item,
    quantity: CART_ITEM_QUANTITY,
  });
  return data.message === API_MESSAGES.addedToCart;
}
