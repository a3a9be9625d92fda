import { apiClient } from '@/lib/api-client';
import type { Product } from './types';

export async function getAllProducts(): Promise<Product[]> {
  const { data } = await apiClient.get<{ products: Product[] }>('/product/getAllProducts');
  return data.products;
}
