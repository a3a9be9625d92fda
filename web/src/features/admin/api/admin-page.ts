import { apiClient } from '@/lib/api-client';

/** Rows per page of a back-office table. */
export const ADMIN_PAGE_SIZE = 20;

/** What a back-office table asks the server for: a page, and its search and filters, if any. */
export interface AdminListQuery {
  page: number;
  limit: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

/** One page of a back-office list, and how many rows match in all. */
export interface AdminPage<Row> {
  items: Row[];
  total: number;
}

/** Reads one page of a list; `signal` cancels it when the table asks for another. */
export type AdminPageLoader<Row> = (
  query: AdminListQuery,
  signal?: AbortSignal,
) => Promise<AdminPage<Row>>;

/**
 * GET `path` with the query as its parameters; the rows come under `field` (each list of the
 * API names its own), the count under `total`. The client adds the stored admin token.
 */
export async function getAdminPage<Row>(
  path: string,
  field: string,
  query: AdminListQuery,
  signal?: AbortSignal,
): Promise<AdminPage<Row>> {
  const { data } = await apiClient.get<Record<string, unknown>>(path, { params: query, signal });
  const items = (data[field] ?? []) as Row[];
  return { items, total: typeof data.total === 'number' ? data.total : items.length };
}
