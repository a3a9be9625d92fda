import { apiClient } from '@/lib/api-client';
import type { Product } from '@/lib/catalog';

/** The products that fit the logged-in user's cars (the token goes with the call). */
export async function getLoggedUserProducts(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get<{ products: Product[] }>('/product/loggedUserProducts', {
    signal,
  });
  return data.products;
}
