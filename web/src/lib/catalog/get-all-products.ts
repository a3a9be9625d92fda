import type { Product, ProductsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function getAllProducts(): Promise<Product[]> {
  const { data } = await apiClient.get<ProductsAnswer>('/product/getAllProducts');
  return data.products;
}
