import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLoginRedirect } from '@/lib/login-redirect';
import { useSessionStore } from '@/stores/session-store';
import { currentPath, renderAt } from '@/test/render';
import { apiError, networkError, onApi, type Reply } from '@/test/server';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logoutNow = useLogout();
  return (
    <button type="button" onClick={() => void logoutNow()}>
      Logout
    </button>
  );
}

const answerLogout = (reply: Reply) => onApi('PUT /user/logout', reply);

function clickLogout() {
  renderAt('/about', <LogoutButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
}

describe('logout', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt-1', 'admin');
    useSessionStore.getState().setCounter('3');
  });

  it("clears counter, token and role, then goes to /login, on 'Logged out successfully.'", async () => {
    const logouts = answerLogout({ message: 'Logged out successfully.' });
    clickLogout();

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(logouts).toHaveLength(1);
    for (const key of ['userToken', 'role', 'counter']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(useSessionStore.getState()).toMatchObject({ storedToken: null, userToken: null });
  });

  it('keeps the session when the server answers anything else', async () => {
    const logouts = answerLogout({ message: 'Something else' });
    clickLogout();

    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(currentPath()).toBe('/about');
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
  });

  it('ends the session here too when the server says the token is already dead (401)', async () => {
    // The client ends a refused session itself and redirects (App.tsx gives it the router).
    setLoginRedirect(vi.fn());
    answerLogout(apiError(401, 'Your session has ended. Please log in again.'));
    clickLogout();

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    // The user asked to leave: the login screen has no ended session to explain.
    expect(useSessionStore.getState().sessionEnded).toBe(false);
  });

  it('keeps the session, and logs, when the server cannot be reached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerLogout(networkError);
    clickLogout();

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(currentPath()).toBe('/about');
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
    consoleError.mockRestore();
  });
});
