import type { CategoryRequest, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function updateCategory(
  id: string,
  category: CategoryRequest,
): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(
    `/category/updateCategory/${encodeURIComponent(id)}`,
    category,
  );
  return data;
}
