import { apiClient } from '@/lib/api-client';
import type { Product } from '@/lib/catalog';

export interface CategoryProductsAnswer {
  /** 'No products found in this category.' when it has none. */
  message: string;
  products: Product[];
}

export async function getProductsByCategory(categoryId: string): Promise<CategoryProductsAnswer> {
  // The path's spelling is the API's (spec section 7).
  const { data } = await apiClient.get<CategoryProductsAnswer>(
    `/product/prouctsByCategory/${encodeURIComponent(categoryId)}`,
  );
  return data;
}
