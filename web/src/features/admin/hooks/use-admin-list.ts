import { useEffect } from 'react';
import { useRequest } from '@/hooks/use-request';

/**
 * A back-office list: its items, whether they are loading, and a reload for after a change.
 * `load` must keep its identity between renders (a module's function, or useCallback).
 */
export function useAdminList<Item>(load: () => Promise<Item[]>) {
  const { data, error, loading, reload } = useRequest(load);
  // docs/behaviour.md, "When something fails": a failed admin list is only logged; the screen shows
  // an empty table.
  useEffect(() => {
    if (error) console.error('The admin list could not be loaded', error);
  }, [error]);
  return { items: data ?? [], loading, reload };
}
