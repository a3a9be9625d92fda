import { apiClient, type MessageAnswer } from '@/lib/api-client';
import type { CategoryFields } from './create-category';

export async function updateCategory(id: string, category: CategoryFields): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(
    `/category/updateCategory/${encodeURIComponent(id)}`,
    category,
  );
  return data;
}
