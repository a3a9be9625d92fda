import { apiClient } from '@/lib/api-client';

/*
 * The one way the screens read a list page by page: the storefront's catalog (lib/catalog) and
 * the back office's tables (features/admin) alike.
 */

/** One page of a list, and how many rows there are in all. */
export interface Page<Row> {
  items: Row[];
  total: number;
}

/** Reads one page of a list; `signal` cancels it when the screen asks for another. */
export type PageLoader<Query, Row> = (query: Query, signal?: AbortSignal) => Promise<Page<Row>>;

/**
 * GET `path` with `params` (the page, its size, any search and filters) and the page it answers.
 * Each list of the API names its rows (`products`, `users`...): `rowsOf` takes them out of the
 * answer, whose type it names. The total comes with `?page=`; without it, the rows are all.
 * `moreOf` takes out what else a list answers beside its rows (the facets of the products).
 */
export async function getPage<Answer extends { total?: number }, Row, More extends object = object>(
  path: string,
  rowsOf: (answer: Answer) => Row[],
  params: object,
  signal?: AbortSignal,
  moreOf?: (answer: Answer) => More,
): Promise<Page<Row> & Partial<More>> {
  const { data } = await apiClient.get<Answer>(path, { params, signal });
  const items = rowsOf(data);
  const more: Partial<More> = moreOf ? moreOf(data) : {};
  return { ...more, items, total: data.total ?? items.length };
}

/** Page `page` (from 1) of `size` rows of a list the API answers whole. */
export function pageOfList<Row>(rows: Row[], page: number, size: number): Page<Row> {
  const start = (page - 1) * size;
  return { items: rows.slice(start, start + size), total: rows.length };
}

/** The page number in a URL's `?page=`: a whole number from 1, else the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
