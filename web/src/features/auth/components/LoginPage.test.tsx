import type { LoginAnswer } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { fillIn, submitButton } from '@/test/forms';
import { toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { login } from '../api/login';
import { LoginPage } from './LoginPage';

vi.mock('../api/login');

const user = {
  _id: '6650f1c2a1b2c3d4e5f60718',
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  mobile: '+966501234567',
  role: 'user',
} as const;

const answer = (role: 'user' | 'admin'): LoginAnswer => ({
  message: 'you logged in successfully',
  token: `jwt-of-${role}`,
  user: { ...user, role },
  payload: { role },
});

const location = () => screen.getByTestId('location').textContent;

async function submitLogin(email = user.email, password = 'secret12') {
  renderAt('/login', <LoginPage />, '/login');
  fillIn('Email', email);
  fillIn('Password', password);
  await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
  fireEvent.click(submitButton('Login'));
}

describe('login screen', () => {
  beforeEach(() => {
    vi.mocked(login).mockReset();
  });

  it('applies the email rule and refuses a password under 6 characters', async () => {
    renderAt('/login', <LoginPage />, '/login');
    expect(submitButton('Login').disabled).toBe(true);
    fillIn('Email', 'sara@example');
    fillIn('Password', '12345');
    expect(await screen.findByText('Email is not matched, Please try again!')).toBeTruthy();
    expect(await screen.findByText('Password is not matched, Please try again!')).toBeTruthy();
    expect(submitButton('Login').disabled).toBe(true);

    fillIn('Password', '');
    expect(await screen.findByText('Password is not matched, Please try again!')).toBeTruthy();
    fillIn('Email', '');
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });

  it('stores token and role, and sends a user home', async () => {
    vi.mocked(login).mockResolvedValue(answer('user'));
    await submitLogin();

    await waitFor(() => expect(location()).toBe('/'));
    expect(login).toHaveBeenCalledWith({ email: user.email, password: 'secret12' });
    expect(localStorage.getItem('userToken')).toBe('jwt-of-user');
    expect(localStorage.getItem('role')).toBe('user');
    expect(useSessionStore.getState()).toMatchObject({
      userToken: 'jwt-of-user',
      userData: { email: user.email },
    });
    expect(toastTexts()).toEqual([]);
  });

  it('sends an admin to /dashboard', async () => {
    vi.mocked(login).mockResolvedValue(answer('admin'));
    await submitLogin();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(localStorage.getItem('role')).toBe('admin');
  });

  it("shows the server's message in the banner and the 'register before login' toast", async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError('Incorrect email or password.', 401, undefined, {
        statusCode: 401,
        message: 'Incorrect email or password.',
      }),
    );
    await submitLogin();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Incorrect email or password. try again!',
    );
    // The documented text, trailing space included.
    await waitFor(() => expect(toastTexts()).toEqual(['You must register before login! ']));
    expect(location()).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('shows the toast, and stores nothing, when the answer is not the success text', async () => {
    vi.mocked(login).mockResolvedValue({ ...answer('user'), message: 'something else' });
    await submitLogin();

    await waitFor(() => expect(toastTexts()).toEqual(['You must register before login! ']));
    expect(location()).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to /register and /forgetPassword', () => {
    renderAt('/login', <LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
  });
});
