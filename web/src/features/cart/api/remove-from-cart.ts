import type { CartItemRef } from '@/lib/cart/add-to-cart';
import { apiClient, type MessageAnswer } from '@/lib/api-client';

/** Removes a line from the cart. */
export async function removeFromCart(item: CartItemRef): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>('/cart/removeCart', { data: item });
  return data;
}
