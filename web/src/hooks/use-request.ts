import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api-client';

export interface RequestState<T> {
  data: T | undefined;
  /** Set when the last load failed (every API call rejects with an ApiError). */
  error: ApiError | undefined;
  loading: boolean;
  /** Loads again, e.g. after a change the list should show. */
  reload: () => void;
}

/**
 * Runs `load` when the screen shows and whenever `load` changes (wrap it in useCallback with its
 * inputs), keeping what a list needs: data, error and loading. An answer that arrives after a
 * newer load started is dropped, so a slow old request never overwrites a new one.
 */
export function useRequest<T>(load: () => Promise<T>): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: ApiError) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
