import type { ProductSearchQuery } from '@shop/shared';
import { paths } from '@/config/paths';

/** The search (docs/behaviour.md, "Finding parts"): from Home's panel to the products screen. */

/**
 * The query parameters of GET /api/product: the car (its make as `brand`), the VIN as carEngine,
 * words, a part number.
 */
export const SEARCH_FIELDS = [
  'brand',
  'model',
  'year',
  'engine',
  'warranty',
  'carEngine',
  'keywords',
  'partNumber',
] as const satisfies readonly (keyof ProductSearchQuery)[];
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Only the criteria that were given, trimmed. */
export type SearchCriteria = Partial<Record<SearchField, string>>;

/** What a form holds before it is cleaned up: numbers, blanks, nothing. */
export type SearchInput = Partial<Record<SearchField, string | number | null | undefined>>;

/** Leaves out the criteria that were not filled in, so only the given ones are sent. */
export function filledCriteria(input: SearchInput): SearchCriteria {
  const criteria: SearchCriteria = {};
  for (const field of SEARCH_FIELDS) {
    const raw = input[field];
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (value) criteria[field] = value;
  }
  return criteria;
}

export const hasCriteria = (criteria: SearchCriteria): boolean => Object.keys(criteria).length > 0;

/**
 * The products screen's address for a search: the criteria go in the query string
 * (`/products?brand=Toyota&year=2020`), so Back, a reload and a shared link run it again.
 */
export function searchPath(criteria: SearchCriteria): string {
  return `${paths.products}?${new URLSearchParams(criteria).toString()}`;
}

/** The search given in a URL's query string (`/products?keywords=pads`), if any. */
export function searchFromParams(params: URLSearchParams): SearchCriteria | null {
  const input: SearchInput = {};
  for (const field of SEARCH_FIELDS) input[field] = params.get(field);
  const criteria = filledCriteria(input);
  return hasCriteria(criteria) ? criteria : null;
}
