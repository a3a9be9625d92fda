import type { OrderAnswer, UpdateOrderRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Sets an order's shipping and payment status ('updateOreder' is the documented path). */
export async function updateOrder(id: string, update: UpdateOrderRequest): Promise<OrderAnswer> {
  const { data } = await apiClient.put<OrderAnswer>(
    `/order/updateOreder/${encodeURIComponent(id)}`,
    update,
  );
  return data;
}
