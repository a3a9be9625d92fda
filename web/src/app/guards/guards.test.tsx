import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { currentPath, renderAt } from '@/test/render';
import { RequireAdmin } from './RequireAdmin';
import { RequireLogin } from './RequireLogin';

const Protected = () => <p>protected screen</p>;

describe('logged-in guard', () => {
  it('sends a visitor without a stored token to /login', () => {
    renderAt(
      '/addVehicle',
      <RequireLogin>
        <Protected />
      </RequireLogin>,
      '/addVehicle',
    );
    expect(currentPath()).toBe('/login');
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
  });

  it('lets anyone with a stored token through, whatever the role', () => {
    useSessionStore.getState().login('any-token', 'user');
    renderAt(
      '/payment',
      <RequireLogin>
        <Protected />
      </RequireLogin>,
      '/payment',
    );
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(currentPath()).toBe('/payment');
  });
});

describe('admin guard', () => {
  it.each([
    ['no stored role', null],
    ['the user role', 'user'],
  ])('with %s shows the Error! dialog and goes home', async (_case, role) => {
    if (role) useSessionStore.getState().login('token', role);
    renderAt(
      '/dashboard',
      <RequireAdmin>
        <Protected />
      </RequireAdmin>,
      '/dashboard',
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(/You can't access to this page/);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(currentPath()).toBe('/');
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
  });

  it('lets the stored admin role through without a dialog', () => {
    useSessionStore.getState().login('token', 'admin');
    renderAt(
      '/dashboard',
      <RequireAdmin>
        <Protected />
      </RequireAdmin>,
      '/dashboard',
    );
    expect(screen.getByText('protected screen')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
