import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';

/**
 * The logged-in guard: it checks only that a token is stored; whether the server
 * still accepts it is for the API client to find out (a 401 ends the session).
 */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  if (!isLoggedIn) return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
