import { type Product, type ProductFacets, typedNumber } from '@shop/shared';
import type { ListFilters } from '@/lib/catalog';
import { sameName } from '@/lib/vehicles';

/*
 * The filters beside the products list (maker of the part, price range, in stock) in the
 * address, and applied to the one list the API answers whole ('Products For Your Cars'); the API
 * applies them to the others (GET /api/product/getAllProducts) and counts their facets.
 */

const FILTER_PARAMS = ['manufacturer', 'minPrice', 'maxPrice', 'inStock'] as const;

/** A price as typed or in the address, in either digit system; undefined when it is none. */
export const typedPrice = (text: string | null): number | undefined => {
  const value = text === null ? undefined : typedNumber(text);
  return value !== undefined && value >= 0 ? value : undefined;
};

/** The price filters of a range, its ends put in order: from 500 to 100 is 100 to 500. */
export function priceRange(
  from: number | undefined,
  to: number | undefined,
): Pick<ListFilters, 'minPrice' | 'maxPrice'> {
  const reversed = from !== undefined && to !== undefined && from > to;
  return reversed ? { minPrice: to, maxPrice: from } : { minPrice: from, maxPrice: to };
}

/** The filters a query string names; what is not a filter's value is left out. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  const manufacturer = params.get('manufacturer')?.trim();
  if (manufacturer) filters.manufacturer = manufacturer;
  const { minPrice, maxPrice } = priceRange(
    typedPrice(params.get('minPrice')),
    typedPrice(params.get('maxPrice')),
  );
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (params.get('inStock') === 'true') filters.inStock = true;
  return filters;
}

/** `params` with `filters` in place of the filters they named, on the first page. */
export function withFilters(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...FILTER_PARAMS, 'page']) next.delete(name);
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value !== undefined && value !== false && value !== '') next.set(name, String(value));
  }
  return next;
}

const inStock = (product: Product) => product.stock === undefined || product.stock > 0;

/** The products the filters leave, as the API's filters leave them. */
export const filterProducts = (products: Product[], filters: ListFilters): Product[] =>
  products.filter(
    (product) =>
      (filters.manufacturer === undefined ||
        sameName(product.manufacturer, filters.manufacturer)) &&
      (filters.minPrice === undefined || product.price >= filters.minPrice) &&
      (filters.maxPrice === undefined || product.price <= filters.maxPrice) &&
      (!filters.inStock || inStock(product)),
  );

/** The facets of `products`, counted as the API counts them. */
export function facetsOf(products: Product[]): ProductFacets {
  const makers = new Map<string, number>();
  for (const { manufacturer } of products)
    if (manufacturer) makers.set(manufacturer, (makers.get(manufacturer) ?? 0) + 1);
  const prices = products.map((product) => product.price);
  return {
    manufacturers: [...makers]
      .map(([name, count]) => ({ name, count }))
      .sort((one, other) => other.count - one.count || one.name.localeCompare(other.name)),
    inStock: products.filter(inStock).length,
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}
