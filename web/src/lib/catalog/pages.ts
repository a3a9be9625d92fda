import type { Package, PackagesAnswer, Product, ProductsAnswer } from '@shop/shared';
import { getPage, type Page } from '@/lib/paging';
import type { SearchCriteria } from './search';

/** Cards per page of a catalog list: a screenful or two, never the whole catalog. */
export const CATALOG_PAGE_SIZE = 24;

const pageParams = (page: number) => ({ page, limit: CATALOG_PAGE_SIZE });
const products = (answer: ProductsAnswer) => answer.products;

/** A page of every product, newest first. */
export const getProductsPage = (page: number, signal?: AbortSignal): Promise<Page<Product>> =>
  getPage('/product/getAllProducts', products, pageParams(page), signal);

/** A page of a category's products (the path's spelling is the API's). */
export const getCategoryProductsPage = (
  categoryId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Product>> =>
  getPage(
    `/product/prouctsByCategory/${encodeURIComponent(categoryId)}`,
    products,
    pageParams(page),
    signal,
  );

/** A page of the products a search finds (only the given criteria are sent). */
export const searchProductsPage = (
  criteria: SearchCriteria,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Product>> =>
  getPage('/product', products, { ...criteria, ...pageParams(page) }, signal);

/** A page of every package, highest mileage first. */
export const getPackagesPage = (page: number, signal?: AbortSignal): Promise<Page<Package>> =>
  getPage(
    '/package/allPackages',
    (answer: PackagesAnswer) => answer.packages,
    pageParams(page),
    signal,
  );

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
