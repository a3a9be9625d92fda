import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogKeys } from '@/lib/catalog';
import { pageFromParams } from '@/lib/paging';
import { ADMIN_PAGE_SIZE, type AdminListQuery, type AdminPageLoader } from '../api/admin-page';

/** The cache keys of the back office's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (name: string, query: AdminListQuery) => [...adminKeys.all, name, query] as const,
};

/**
 * A back-office table's data: one page of `name`'s list as the server pages, searches and
 * filters it. The page, the search and each of `filterNames` live in the URL (`?page=`,
 * `?search=`, `?paymentStatus=`...), so Back returns to what the admin was looking at.
 * `changed` is for after an edit: it refreshes every admin list and the storefront's catalog.
 */
export function useAdminTable<Row>(
  name: string,
  load: AdminPageLoader<Row>,
  filterNames: readonly string[] = [],
) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const page = pageFromParams(params);
  const search = params.get('search') ?? '';
  const filterKey = filterNames.map((filter) => `${filter}=${params.get(filter) ?? ''}`).join('&');

  const query = useMemo((): AdminListQuery => {
    const filters = Object.fromEntries(
      filterNames.flatMap((filter) => {
        const value = params.get(filter);
        return value ? [[filter, value]] : [];
      }),
    );
    return { page, limit: ADMIN_PAGE_SIZE, ...(search && { search }), ...filters };
    // filterKey stands for the filters' values in the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, search, filterKey]);

  const { data, error, isFetching } = useQuery({
    queryKey: adminKeys.list(name, query),
    queryFn: ({ signal }) => load(query, signal),
    // The rows of the last page stay until the next arrive, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  // A failed admin list is only logged; the screen shows an empty table (docs/behaviour.md).
  useEffect(() => {
    if (error) console.error('The admin list could not be loaded', error);
  }, [error]);

  /**
   * Sets URL parameters at once (removing those given empty); a new search or filter starts at
   * page 1.
   */
  const setParamValues = useCallback(
    (values: Record<string, string | number | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [param, value] of Object.entries(values)) {
          if (value === undefined || value === '') next.delete(param);
          else next.set(param, String(value));
        }
        if (!('page' in values)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const changed = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
    [queryClient],
  );

  return {
    rows: error ? [] : (data?.items ?? []),
    total: error ? 0 : (data?.total ?? 0),
    loading: isFetching,
    page,
    search,
    filter: (filter: string) => params.get(filter) ?? undefined,
    setPage: (next: number) => setParamValues({ page: next === 1 ? undefined : next }),
    setSearch: (text: string) => setParamValues({ search: text.trim() }),
    setFilter: (filter: string, value: string | number | undefined) =>
      setParamValues({ [filter]: value }),
    /** Several filters at once, such as a make and the model it empties. */
    setFilters: setParamValues,
    changed,
  };
}

export type AdminTableState<Row> = ReturnType<typeof useAdminTable<Row>>;
