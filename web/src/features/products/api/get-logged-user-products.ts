import type { Product, ProductsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The products that fit the logged-in user's cars (the token goes with the call). */
export async function getLoggedUserProducts(signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get<ProductsAnswer>('/product/loggedUserProducts', {
    signal,
  });
  return data.products;
}
