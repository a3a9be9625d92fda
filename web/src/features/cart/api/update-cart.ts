import type { CartItemRef, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Sets a line's quantity (at least 1). */
export async function updateCart(item: CartItemRef, quantity: number): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>('/cart/updateCart', { ...item, quantity });
  return data;
}
