import { apiClient } from '@/lib/api-client';
import type { Category } from './types';

/** Every category; the products screen's sidebar and the admin screens list them. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiClient.get<{ categories: Category[] }>('/category', { signal });
  return data.categories;
}
