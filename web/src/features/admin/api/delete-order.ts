import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function deleteOrder(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/order/deleteOrder/${encodeURIComponent(id)}`,
  );
  return data;
}
