import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function deleteUser(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/user/deleteUser/${encodeURIComponent(id)}`,
  );
  return data;
}
