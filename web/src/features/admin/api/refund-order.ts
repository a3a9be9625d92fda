import type { OrderAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Refunds a paid order in full through the payment provider (once; 409 otherwise). */
export async function refundOrder(id: string): Promise<OrderAnswer> {
  const { data } = await apiClient.post<OrderAnswer>(
    `/order/refundOrder/${encodeURIComponent(id)}`,
  );
  return data;
}
