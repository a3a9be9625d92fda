import type { PageLoader } from '@/lib/paging';

/** Rows per page of a back-office table. */
export const ADMIN_PAGE_SIZE = 20;

/** What a back-office table asks the server for: a page, and its search and filters, if any. */
export interface AdminListQuery {
  page: number;
  limit: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

/** Reads one page of a back-office list (lib/paging.ts). */
export type AdminPageLoader<Row> = PageLoader<AdminListQuery, Row>;
