import type {
  Package,
  PackagesAnswer,
  Product,
  ProductFacets,
  ProductListQuery,
  ProductsAnswer,
  SearchAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { getPage, type Page } from '@/lib/paging';
import type { SearchCriteria } from './search';

/** Cards per page of a catalog list: a screenful or two, never the whole catalog. */
export const CATALOG_PAGE_SIZE = 24;

const pageParams = (page: number) => ({ page, limit: CATALOG_PAGE_SIZE });
const products = (answer: ProductsAnswer) => answer.products;

/** The filters beside the products list (docs/behaviour.md, "Fitment"). */
export type ListFilters = Pick<
  ProductListQuery,
  'manufacturer' | 'minPrice' | 'maxPrice' | 'inStock'
>;

/** What narrows the products list: the search's criteria (the car's too), a category, filters. */
export interface ProductListQueryOf {
  criteria: SearchCriteria;
  categoryId?: string;
  filters: ListFilters;
}

/** A page of the products list, with the facets of the whole list. */
export type ProductListPage = Page<Product> & { facets?: ProductFacets };

/** A page of the products a search, a category and the filters leave, newest first. */
export const getProductListPage = (
  { criteria, categoryId, filters }: ProductListQueryOf,
  page: number,
  signal?: AbortSignal,
): Promise<ProductListPage> =>
  getPage(
    '/product/getAllProducts',
    products,
    { ...criteria, category: categoryId, ...filters, facets: true, ...pageParams(page) },
    signal,
    (answer: ProductsAnswer) => ({ facets: answer.facets }),
  );

/** The packages the search finds: those holding the products of its first page. */
export async function getSearchPackages(
  criteria: SearchCriteria,
  signal?: AbortSignal,
): Promise<Package[]> {
  const { data } = await apiClient.get<SearchAnswer>('/product', {
    params: { ...criteria, ...pageParams(1) },
    signal,
  });
  return data.packages;
}

/** A page of every package, highest mileage first. */
export const getPackagesPage = (page: number, signal?: AbortSignal): Promise<Page<Package>> =>
  getPage(
    '/package/allPackages',
    (answer: PackagesAnswer) => answer.packages,
    pageParams(page),
    signal,
  );

/** Every package, in one list (the shop has tens of them: the services by mileage). */
export const getAllPackages = async (signal?: AbortSignal): Promise<Package[]> =>
  (await getPage('/package/allPackages', (answer: PackagesAnswer) => answer.packages, {}, signal))
    .items;

/** The query keys of the catalog's data, so screens share what they read. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  list: (query: ProductListQueryOf, page: number) =>
    [...catalogKeys.all, 'list', query, page] as const,
  forCars: (filters: ListFilters, page: number) =>
    [...catalogKeys.all, 'forCars', filters, page] as const,
  searchPackages: (criteria: SearchCriteria) =>
    [...catalogKeys.all, 'searchPackages', criteria] as const,
  packages: (page: number) => [...catalogKeys.all, 'packages', page] as const,
  allPackages: () => [...catalogKeys.all, 'packages', 'all'] as const,
};
