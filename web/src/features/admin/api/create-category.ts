import { apiClient, type MessageAnswer } from '@/lib/api-client';
import type { Category } from '@/lib/catalog';

export type CategoryFields = Pick<Category, 'name' | 'description' | 'nameAr' | 'descriptionAr'>;

export async function createCategory(category: CategoryFields): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/category/createCategory', category);
  return data;
}
