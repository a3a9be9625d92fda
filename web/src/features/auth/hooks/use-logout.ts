import { API_MESSAGES } from '@shop/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { logout } from '../api/logout';

/**
 * What the Logout button does (docs/behaviour.md): ends the session on the server, and only when
 * it answers 'Logged out successfully.' forgets counter, token and role here and goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const clearSession = useSessionStore((state) => state.clear);
  const navigate = useNavigate();

  return useCallback(async () => {
    const endSession = () => {
      clearSession();
      navigate(paths.login);
    };
    try {
      const answer = await logout();
      if (answer.message === API_MESSAGES.loggedOut) endSession();
    } catch (error) {
      // A 401 says the server has already ended this session (expired, reset, logged out
      // elsewhere): keeping it here would leave the user logged in with a dead token.
      if (error instanceof ApiError && error.status === 401) endSession();
      else console.error('Logout failed', error);
    }
  }, [clearSession, navigate]);
}
