import type { OrderView, OrdersAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The caller's own orders, newest first. */
export async function getMyOrders(): Promise<OrderView[]> {
  const { data } = await apiClient.get<OrdersAnswer>('/order/myOrders');
  return data.orders;
}
