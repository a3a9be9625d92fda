import type { OrderView, OrdersAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Every customer's order, each with its customer; the client adds the stored admin token. */
export async function getOrders(): Promise<OrderView[]> {
  const { data } = await apiClient.get<OrdersAnswer>('/order/allOrders');
  return data.orders;
}
