import type { PageQuery, SearchTextQuery } from '@shop/shared';
import type { PageLoader } from '@/lib/paging';

/** Rows per page of a back-office table. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * What a back-office table asks the server for: a page, and its search and filters, if any (each
 * table's filters are names of its list's query, @shop/shared api/queries.ts).
 */
export interface AdminListQuery extends Required<PageQuery>, SearchTextQuery {
  [filter: string]: string | number | undefined;
}

/** Reads one page of a back-office list (lib/paging.ts). */
export type AdminPageLoader<Row> = PageLoader<AdminListQuery, Row>;
