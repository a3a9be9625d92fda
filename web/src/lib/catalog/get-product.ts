import type { Product, ProductAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** One product; an unknown id rejects with status 404, a malformed one with 400. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiClient.get<ProductAnswer>(
    `/product/getCarById/${encodeURIComponent(id)}`,
    { signal },
  );
  return data.product;
}
