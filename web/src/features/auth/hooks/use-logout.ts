import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/**
 * What the Logout button does. For now it ends the session on this device; the accounts work
 * adds the server call (PUT /api/user/logout) here, and clears only on 'Logged out successfully.'.
 */
export function useLogout(): () => void {
  const clearSession = useSessionStore((state) => state.clear);
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    navigate(paths.login);
  }, [clearSession, navigate]);
}
