import type { OrderAnswer, OrderView } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** One of the caller's orders; anyone else's, or an unknown id, rejects with 404. */
export async function getMyOrder(id: string): Promise<OrderView> {
  const { data } = await apiClient.get<OrderAnswer>(`/order/myOrders/${encodeURIComponent(id)}`);
  return data.order;
}
