import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function deleteMessage(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/message/deleteMessage/${encodeURIComponent(id)}`,
  );
  return data;
}
