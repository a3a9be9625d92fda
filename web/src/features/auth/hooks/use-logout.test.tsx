import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { logout } from '../api/logout';
import { useLogout } from './use-logout';

vi.mock('../api/logout');

function LogoutButton() {
  const logoutNow = useLogout();
  return (
    <button type="button" onClick={() => void logoutNow()}>
      Logout
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;

function clickLogout() {
  renderAt('/about', <LogoutButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
}

describe('logout', () => {
  beforeEach(() => {
    vi.mocked(logout).mockReset();
    useSessionStore.getState().login('jwt-1', 'admin');
    useSessionStore.getState().setCounter('3');
  });

  it("clears counter, token and role, then goes to /login, on 'Logged out successfully.'", async () => {
    vi.mocked(logout).mockResolvedValue({ message: 'Logged out successfully.' });
    clickLogout();

    await waitFor(() => expect(location()).toBe('/login'));
    expect(logout).toHaveBeenCalledOnce();
    for (const key of ['userToken', 'role', 'counter']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(useSessionStore.getState()).toMatchObject({ storedToken: null, userToken: null });
  });

  it('keeps the session when the server answers anything else', async () => {
    vi.mocked(logout).mockResolvedValue({ message: 'Something else' });
    clickLogout();

    await waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(location()).toBe('/about');
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
  });

  it('ends the session here too when the server says the token is already dead (401)', async () => {
    vi.mocked(logout).mockRejectedValue(
      new ApiError('Your session has ended. Please log in again.', 401),
    );
    clickLogout();

    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('keeps the session, and logs, when the server cannot be reached', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(logout).mockRejectedValue(new ApiError('Network Error', undefined));
    clickLogout();

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(location()).toBe('/about');
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
    consoleError.mockRestore();
  });
});
