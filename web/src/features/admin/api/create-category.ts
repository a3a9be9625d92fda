import type { CategoryRequest, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function createCategory(category: CategoryRequest): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/category/createCategory', category);
  return data;
}
