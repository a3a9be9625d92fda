import { hashKey, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  CATALOG_PAGE_SIZE,
  catalogKeys,
  categoriesQuery,
  getProduct,
  getProductListPage,
  getSearchPackages,
  hasCriteria,
  searchFromParams,
  type ListFilters,
  type ProductListPage,
  type ProductListQueryOf,
  type SearchCriteria,
  type SearchField,
} from '@/lib/catalog';
import { pageFromParams, pageOfList } from '@/lib/paging';
import { carFromParams, carParams, type ChosenCar } from '@/lib/vehicles';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { getLoggedUserProducts } from './get-logged-user-products';
import { facetsOf, filterProducts, filtersFromParams } from './list-filters';

/*
 * What the products screens read, one declaration each, for the screens and for the route
 * loaders that start fetching it (routes.tsx) while the screen's code is still on its way.
 */

/** The query parameter naming the chosen category. */
export const CATEGORY_PARAM = 'category';
/** The query parameter asking for every product, whatever the shopper's car (`?all=true`). */
export const EVERYTHING_PARAM = 'all';

/** The products screen as its address describes it (docs/behaviour.md, "Finding parts"). */
export interface ProductListChoice {
  /**
   * The one list shown, in the screen's priority: a search's results (the car chosen is a search
   * by car data), a chosen category's products, else the default list.
   */
  kind: 'search' | 'category' | 'default';
  page: number;
  /** What narrows the list: the search's criteria (the car's unless `everything`), and so on. */
  query: ProductListQueryOf;
  /** The car chosen, which the cards are checked against even when it narrows nothing. */
  car: ChosenCar | null;
  /** The shopper asked for every product, whatever their car. */
  everything: boolean;
}

/** The search's own criteria, beside the car's: words, a VIN, a part number, the warranty. */
export const SEARCH_TERMS = [
  'keywords',
  'carEngine',
  'partNumber',
  'warranty',
] as const satisfies readonly SearchField[];

const termsOf = (criteria: SearchCriteria): SearchCriteria =>
  Object.fromEntries(
    Object.entries(criteria).filter(([field]) =>
      (SEARCH_TERMS as readonly string[]).includes(field),
    ),
  );

/** The list a products URL names. */
export function productListOf(params: URLSearchParams): ProductListChoice {
  const page = pageFromParams(params);
  const everything = params.get(EVERYTHING_PARAM) === 'true';
  const car = carFromParams(params);
  const searched = termsOf(searchFromParams(params) ?? {});
  const criteria: SearchCriteria = everything ? searched : { ...searched, ...carParams(car) };
  const categoryId = params.get(CATEGORY_PARAM) ?? undefined;
  const query: ProductListQueryOf = { criteria, filters: filtersFromParams(params) };
  if (categoryId) query.categoryId = categoryId;
  const kind =
    Object.keys(searched).length > 0 || (car && !everything && !categoryId)
      ? 'search'
      : categoryId
        ? 'category'
        : 'default';
  return { kind, page, query, car, everything };
}

/** The packages holding what the search finds. */
export const searchPackagesQuery = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: catalogKeys.searchPackages(criteria),
    queryFn: ({ signal }) => getSearchPackages(criteria, signal),
  });

/** A page of the products list, and whether it is the user's cars' ('Products For Your Cars'). */
export type ListPage = ProductListPage & {
  forCars: boolean;
  /**
   * When the list for the chosen car is empty: how many products the same list holds for every
   * car (what `?all=true` shows), so that the screen can tell a part that exists but does not fit.
   */
  forOtherCars?: number;
};

/**
 * The products that fit the user's cars, when there are any (a short list the API answers
 * whole: filtered, counted and paged here), else a page of every product. The cars' list may be
 * unavailable (no cars, a failure): that means "no list".
 */
async function loadDefaultPage(
  filters: ListFilters,
  page: number,
  signal: AbortSignal,
): Promise<ListPage> {
  const forCars = await getLoggedUserProducts(signal).catch((error: unknown) => {
    if (!signal.aborted) console.error('Could not load the products for your cars', error);
    return [];
  });
  if (forCars.length > 0) {
    return {
      forCars: true,
      facets: facetsOf(forCars),
      ...pageOfList(filterProducts(forCars, filters), page, CATALOG_PAGE_SIZE),
    };
  }
  return { forCars: false, ...(await getProductListPage({ criteria: {}, filters }, page, signal)) };
}

/**
 * The page the screen shows for `choice`, with its facets: the API's list narrowed by the search,
 * the category and the filters; or, by default for a logged-in user who did not ask for
 * everything, their cars' parts ('Products For Your Cars').
 */
export function productListQuery(choice: ProductListChoice, isLoggedIn: boolean) {
  const { query, page } = choice;
  const forCars = choice.kind === 'default' && isLoggedIn && !choice.everything;
  const narrowedByCar = Boolean(choice.car) && !choice.everything;
  return queryOptions({
    // The page last in either key, so that anotherPageOf can tell two pages of one list.
    queryKey: forCars ? catalogKeys.forCars(query.filters, page) : catalogKeys.list(query, page),
    queryFn: async ({ signal }): Promise<ListPage> => {
      if (forCars) return loadDefaultPage(query.filters, page, signal);
      const list = await getProductListPage(query, page, signal);
      if (list.total > 0 || !narrowedByCar) return { forCars: false, ...list };
      // Nothing for the chosen car: the same list for every car is counted in the same query, so
      // that the page the server draws says it as the app does (docs/behaviour.md).
      const everyCar = { ...query, criteria: termsOf(query.criteria) };
      const { total } = await getProductListPage(everyCar, 1, signal);
      return { forCars: false, ...list, forOtherCars: total };
    },
  });
}

/**
 * Whether the list queries `key` and `previous` read two pages of the same list (the page is
 * their last part). Only then does the page shown stay while the next one loads: the results of
 * a new search, category or filter are not the old list's.
 */
export const anotherPageOf = (key: QueryKey, previous: QueryKey): boolean =>
  hashKey(key.slice(0, -1)) === hashKey(previous.slice(0, -1));

/** One product; an unknown id fails with status 404, a malformed one with 400. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** Starts fetching what the products screen at `url` shows: the categories and its list. */
export function prefetchProductsScreen(queryClient: QueryClient, url: URL): void {
  const choice = productListOf(url.searchParams);
  const isLoggedIn = selectIsLoggedIn(useSessionStore.getState());
  void queryClient.prefetchQuery(categoriesQuery());
  if (choice.kind === 'search' && hasCriteria(choice.query.criteria)) {
    void queryClient.prefetchQuery(searchPackagesQuery(choice.query.criteria));
  }
  void queryClient.prefetchQuery(productListQuery(choice, isLoggedIn));
}
