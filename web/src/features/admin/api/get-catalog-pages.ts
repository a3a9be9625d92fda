import type {
  CategoriesAnswer,
  Category,
  Package,
  PackagesAnswer,
  Product,
  ProductListQuery,
  ProductsAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/**
 * The filters of the products table besides its search (words of the name): a category, a part
 * number, and a car by the documented search's names (brand is the make).
 */
export const PRODUCT_FILTERS = [
  'category',
  'partNumber',
  'brand',
  'model',
  'year',
] as const satisfies readonly (keyof ProductListQuery)[];

/** A page of products, newest first; the search box's words are the API's keywords. */
export const getProducts: AdminPageLoader<Product> = ({ search, ...query }, signal) =>
  getPage(
    '/product/getAllProducts',
    (answer: ProductsAnswer) => answer.products,
    { ...query, keywords: search },
    signal,
  );

/** A page of packages, highest mileage first. */
export const getPackages: AdminPageLoader<Package> = (query, signal) =>
  getPage('/package/allPackages', (answer: PackagesAnswer) => answer.packages, query, signal);

/** A page of categories. */
export const getCategoryPage: AdminPageLoader<Category> = (query, signal) =>
  getPage('/category', (answer: CategoriesAnswer) => answer.categories, query, signal);

/** The part makers the products name, as the catalog's filters count them. */
export async function getManufacturers(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiClient.get<ProductsAnswer>('/product/getAllProducts', {
    params: { facets: true, limit: 1 },
    signal,
  });
  return (data.facets?.manufacturers ?? []).map((maker) => maker.name);
}
