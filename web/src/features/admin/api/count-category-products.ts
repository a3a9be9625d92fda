import type { ProductsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/**
 * How many products a category holds: what deleting it deletes with it. One product's page of
 * the documented `prouctsByCategory`, which answers the total.
 */
export async function countCategoryProducts(id: string, signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get<ProductsAnswer>(
    `/product/prouctsByCategory/${encodeURIComponent(id)}`,
    { params: { page: 1, limit: 1 }, signal },
  );
  return data.total ?? data.products.length;
}
