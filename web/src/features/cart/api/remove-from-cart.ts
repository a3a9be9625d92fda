import type { CartItemRef, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Removes a line from the cart. */
export async function removeFromCart(item: CartItemRef): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>('/cart/removeCart', { data: item });
  return data;
}
