import { apiClient } from '@/lib/api-client';
import type { Product } from '@/lib/catalog';

/** One product; an unknown id rejects with status 404, a malformed one with 400. */
export async function getProduct(id: string): Promise<Product> {
  const { data } = await apiClient.get<{ product: Product }>(
    `/product/getCarById/${encodeURIComponent(id)}`,
  );
  return data.product;
}
