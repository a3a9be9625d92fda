import type { Category, CategoriesAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Every category; the products screen's sidebar and the admin screens list them. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiClient.get<CategoriesAnswer>('/category', { signal });
  return data.categories;
}
