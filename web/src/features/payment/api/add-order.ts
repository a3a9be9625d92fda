import type { AddOrderAnswer, AddOrderRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Places an order from the cart and starts its card payment. */
export async function addOrder(order: AddOrderRequest): Promise<AddOrderAnswer> {
  const { data } = await apiClient.post<AddOrderAnswer>('/order/addOrder', order);
  return data;
}
