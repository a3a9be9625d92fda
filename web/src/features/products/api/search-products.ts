import { apiClient } from '@/lib/api-client';
import type { Package, Product, SearchCriteria } from '@/lib/catalog';

export interface SearchAnswer {
  message: string;
  products: Product[];
  packages: Package[];
}

/** GET /api/product with the given criteria only (design section 4 says how they match). */
export async function searchProducts(criteria: SearchCriteria): Promise<SearchAnswer> {
  const { data } = await apiClient.get<SearchAnswer>('/product', { params: criteria });
  return data;
}
