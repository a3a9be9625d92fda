import type { AdminPage } from '@/features/admin/api/admin-page';

/** A back-office list's answer holding just `items`: one page, all there is. */
export const pageOf = <Row>(items: Row[]): AdminPage<Row> => ({ items, total: items.length });
