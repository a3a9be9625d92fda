import type { Package, Product, ProductsAnswer, PackagesAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import type { SearchCriteria } from './search';

/** Cards per page of a catalog list: a screenful or two, never the whole catalog. */
export const CATALOG_PAGE_SIZE = 24;

/** One page of a list, and how many there are in all. */
export interface CatalogPage<T> {
  items: T[];
  total: number;
  /** The API's message ('No products found in this category.' for an empty category). */
  message?: string;
}

const pageParams = (page: number) => ({ page, limit: CATALOG_PAGE_SIZE });

/** A page of every product, newest first. */
export async function getProductsPage(
  page: number,
  signal?: AbortSignal,
): Promise<CatalogPage<Product>> {
  const { data } = await apiClient.get<ProductsAnswer>('/product/getAllProducts', {
    params: pageParams(page),
    signal,
  });
  return { items: data.products, total: data.total ?? data.products.length };
}

/** A page of a category's products. */
export async function getCategoryProductsPage(
  categoryId: string,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogPage<Product>> {
  // The path's spelling is the API's.
  const { data } = await apiClient.get<ProductsAnswer>(
    `/product/prouctsByCategory/${encodeURIComponent(categoryId)}`,
    { params: pageParams(page), signal },
  );
  return { items: data.products, total: data.total ?? data.products.length, message: data.message };
}

/** A page of the products a search finds (only the given criteria are sent). */
export async function searchProductsPage(
  criteria: SearchCriteria,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogPage<Product>> {
  const { data } = await apiClient.get<ProductsAnswer>('/product', {
    params: { ...criteria, ...pageParams(page) },
    signal,
  });
  return { items: data.products, total: data.total ?? data.products.length };
}

/** A page of every package, highest mileage first. */
export async function getPackagesPage(
  page: number,
  signal?: AbortSignal,
): Promise<CatalogPage<Package>> {
  const { data } = await apiClient.get<PackagesAnswer>('/package/allPackages', {
    params: pageParams(page),
    signal,
  });
  return { items: data.packages, total: data.total ?? data.packages.length };
}

/** The query keys of the catalog's data, so screens share what they read. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  products: (page: number) => [...catalogKeys.all, 'products', page] as const,
  category: (categoryId: string, page: number) =>
    [...catalogKeys.all, 'category', categoryId, page] as const,
  search: (criteria: SearchCriteria, page: number) =>
    [...catalogKeys.all, 'search', criteria, page] as const,
  packages: (page: number) => [...catalogKeys.all, 'packages', page] as const,
};

/** The page number in a URL's `?page=`: a whole number from 1, else the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
