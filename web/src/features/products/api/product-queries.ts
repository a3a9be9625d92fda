import type { Product } from '@shop/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CATALOG_PAGE_SIZE,
  catalogKeys,
  categoriesQuery,
  getCategoryProductsPage,
  getProductsPage,
  searchFromParams,
  searchProductsPage,
  type SearchCriteria,
} from '@/lib/catalog';
import { pageFromParams, pageOfList, type Page } from '@/lib/paging';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getLoggedUserProducts } from './get-logged-user-products';
import { getProduct } from './get-product';

/*
 * What the products screens read, one declaration each, for the screens and for the route
 * loaders that start fetching it (routes.tsx) while the screen's code is still on its way.
 */

/** The query parameter naming the chosen category. */
export const CATEGORY_PARAM = 'category';

/** 'Products For Your Search'. */
export const searchResultsQuery = (criteria: SearchCriteria, page: number) =>
  queryOptions({
    queryKey: catalogKeys.search(criteria, page),
    queryFn: ({ signal }) => searchProductsPage(criteria, page, signal),
  });

/** 'Products in The Selected Category'. */
export const categoryProductsQuery = (categoryId: string, page: number) =>
  queryOptions({
    queryKey: catalogKeys.category(categoryId, page),
    queryFn: ({ signal }) => getCategoryProductsPage(categoryId, page, signal),
  });

/**
 * The products that fit the user's cars, when there are any (a short list, paged here), else a
 * page of every product. The cars' list may be unavailable (no cars, a failure): that means
 * "no list".
 */
async function loadDefaultPage(
  isLoggedIn: boolean,
  page: number,
  signal: AbortSignal,
): Promise<Page<Product> & { forCars: boolean }> {
  if (isLoggedIn) {
    const forCars = await getLoggedUserProducts(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Could not load the products for your cars', error);
      return [];
    });
    if (forCars.length > 0)
      return { forCars: true, ...pageOfList(forCars, page, CATALOG_PAGE_SIZE) };
  }
  return { forCars: false, ...(await getProductsPage(page, signal)) };
}

/** 'Products For Your Cars' or 'All Products'. */
export const defaultProductsQuery = (isLoggedIn: boolean, page: number) =>
  queryOptions({
    queryKey: [...catalogKeys.products(page), { forCars: isLoggedIn }],
    queryFn: ({ signal }) => loadDefaultPage(isLoggedIn, page, signal),
  });

/** One product; an unknown id fails with status 404, a malformed one with 400. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** One of the products screen's lists, at a page. */
export type ProductListChoice = { page: number } & (
  | { kind: 'search'; criteria: SearchCriteria }
  | { kind: 'category'; categoryId: string }
  | { kind: 'default' }
);

/**
 * The list a products URL names, in the screen's priority: a search's results, else a chosen
 * category's products, else the default list (docs/behaviour.md).
 */
export function productListOf(params: URLSearchParams): ProductListChoice {
  const page = pageFromParams(params);
  const criteria = searchFromParams(params);
  const categoryId = params.get(CATEGORY_PARAM);
  if (criteria) return { kind: 'search', criteria, page };
  if (categoryId) return { kind: 'category', categoryId, page };
  return { kind: 'default', page };
}

/** Starts fetching what the products screen at `url` shows: the categories and its list. */
export function prefetchProductsScreen(queryClient: QueryClient, url: URL): void {
  const list = productListOf(url.searchParams);
  void queryClient.prefetchQuery(categoriesQuery());
  if (list.kind === 'search') {
    void queryClient.prefetchQuery(searchResultsQuery(list.criteria, list.page));
  } else if (list.kind === 'category') {
    void queryClient.prefetchQuery(categoryProductsQuery(list.categoryId, list.page));
  } else {
    const isLoggedIn = selectIsLoggedIn(useSessionStore.getState());
    void queryClient.prefetchQuery(defaultProductsQuery(isLoggedIn, list.page));
  }
}
