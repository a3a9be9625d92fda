import type { LoginAnswer } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fillIn, submitButton } from '@/test/forms';
import { findAlertText, toastTexts } from '@/test/queries';
import { currentPath, renderAt } from '@/test/render';
import { apiError, bodiesOf, onApi, type Reply } from '@/test/server';
import { LoginPage } from './LoginPage';

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

const answerLogin = (reply: Reply<LoginAnswer>) => onApi('POST /user/login', reply);

async function submitLogin(email = user.email, password = 'secret12') {
  renderAt('/login', <LoginPage />, '/login');
  fillIn('Email', email);
  fillIn('Password', password);
  await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
  fireEvent.click(submitButton('Login'));
}

describe('login screen', () => {
  it('opens with the email of the account just registered written in', async () => {
    renderAt({ pathname: '/login', state: { email: user.email } }, <LoginPage />, '/login');
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    fillIn('Password', 'secret12');
    await waitFor(() => expect(submitButton('Login').disabled).toBe(false));
  });

  it('applies the email rule and refuses a password under 6 characters', async () => {
    renderAt('/login', <LoginPage />, '/login');
    expect(submitButton('Login').disabled).toBe(true);
    fillIn('Email', 'sara@example');
    fillIn('Password', '12345');
    expect(await screen.findByText('Email is not matched, Please try again!')).toBeInTheDocument();
    expect(
      await screen.findByText('Password is not matched, Please try again!'),
    ).toBeInTheDocument();
    expect(submitButton('Login').disabled).toBe(true);

    fillIn('Password', '');
    expect(
      await screen.findByText('Password is not matched, Please try again!'),
    ).toBeInTheDocument();
    fillIn('Email', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('stores token and role, and sends a user home', async () => {
    const logins = answerLogin(answer('user'));
    await submitLogin();

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(bodiesOf(logins)).toEqual([{ email: user.email, password: 'secret12', language: 'en' }]);
    expect(localStorage.getItem('userToken')).toBe('jwt-of-user');
    expect(localStorage.getItem('role')).toBe('user');
    expect(useSessionStore.getState()).toMatchObject({
      userToken: 'jwt-of-user',
      userData: { email: user.email },
    });
    expect(toastTexts()).toEqual([]);
  });

  it('sends an admin to /dashboard', async () => {
    answerLogin(answer('admin'));
    await submitLogin();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(localStorage.getItem('role')).toBe('admin');
  });

  it("shows the server's message in the banner and the 'register before login' toast", async () => {
    answerLogin(apiError(401, 'Incorrect email or password.'));
    await submitLogin();

    expect(await findAlertText()).toBe('Incorrect email or password. try again!');
    // The documented text, trailing space included.
    await waitFor(() => expect(toastTexts()).toEqual(['You must register before login! ']));
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('shows the toast, and stores nothing, when the answer is not the success text', async () => {
    answerLogin({ ...answer('user'), message: 'something else' });
    await submitLogin();

    await waitFor(() => expect(toastTexts()).toEqual(['You must register before login! ']));
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to /register and /forgetPassword', () => {
    renderAt('/login', <LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
  });
});
