import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fillIn, submitButton } from '@/test/forms';
import { renderApp, renderAt } from '@/test/render';
import { forgetCode } from '../api/forget-code';
import { resetPassword } from '../api/reset-password';
import { ResetPasswordPage } from './ResetPasswordPage';

vi.mock('../api/forget-code');
vi.mock('../api/reset-password');

const email = 'sara@example.com';
const location = () => screen.getByTestId('location').textContent;

describe('forget password screen', () => {
  beforeEach(() => {
    vi.mocked(forgetCode).mockReset();
  });

  it('sends the code, then opens Reset password with the email filled in', async () => {
    vi.mocked(forgetCode).mockResolvedValue({ message: 'You can reset your password now' });
    const router = renderApp('/forgetPassword');
    expect(
      (await screen.findByRole('button', { name: 'Send Code' })).hasAttribute('disabled'),
    ).toBe(true);

    fillIn('Email', 'sara@');
    expect(await screen.findByText('Email is not matched, Please try again!')).toBeTruthy();
    fillIn('Email', email);
    await waitFor(() => expect(submitButton('Send Code').disabled).toBe(false));
    fireEvent.click(submitButton('Send Code'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(forgetCode).toHaveBeenCalledWith({ email });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
  });

  it("shows the server's message in the banner", async () => {
    vi.mocked(forgetCode).mockRejectedValue(
      new ApiError('Too many attempts. Try again later.', 429, undefined, {
        statusCode: 429,
        message: 'Too many attempts. Try again later.',
      }),
    );
    renderApp('/forgetPassword');
    await screen.findByRole('button', { name: 'Send Code' });
    fillIn('Email', email);
    await waitFor(() => expect(submitButton('Send Code').disabled).toBe(false));
    fireEvent.click(submitButton('Send Code'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again later. try again!',
    );
  });
});

describe('reset password screen', () => {
  beforeEach(() => {
    vi.mocked(resetPassword).mockReset();
  });

  const renderReset = () =>
    renderAt(
      { pathname: '/resetPassword', state: { email } },
      <ResetPasswordPage />,
      '/resetPassword',
    );

  it('takes the handed-over email, but waits for an edit before Change Password', async () => {
    renderReset();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
    expect(submitButton('Change Password').disabled).toBe(true);

    fillIn('New password', '123');
    expect(await screen.findByText('Password must be at least 6 character')).toBeTruthy();
    expect(submitButton('Change Password').disabled).toBe(true);

    // The code has no rule of its own: the server judges it.
    fillIn('New password', 'newsecret1');
    await waitFor(() => expect(submitButton('Change Password').disabled).toBe(false));
  });

  it('sends email, code and the new password, then goes to /login', async () => {
    vi.mocked(resetPassword).mockResolvedValue({ message: 'Try to login now' });
    renderReset();
    fillIn('Code', '493027');
    fillIn('New password', 'newsecret1');
    await waitFor(() => expect(submitButton('Change Password').disabled).toBe(false));
    fireEvent.click(submitButton('Change Password'));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(resetPassword).toHaveBeenCalledWith({ email, code: '493027', password: 'newsecret1' });
  });

  it("shows the server's message when the code is wrong", async () => {
    vi.mocked(resetPassword).mockRejectedValue(
      new ApiError('The code is wrong or has expired.', 400, undefined, {
        statusCode: 400,
        message: 'The code is wrong or has expired.',
      }),
    );
    renderReset();
    fillIn('Code', '000000');
    fillIn('New password', 'newsecret1');
    await waitFor(() => expect(submitButton('Change Password').disabled).toBe(false));
    fireEvent.click(submitButton('Change Password'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is wrong or has expired. try again!',
    );
    expect(location()).toBe('/resetPassword');
  });

  it('starts empty when opened directly', () => {
    renderAt('/resetPassword', <ResetPasswordPage />, '/resetPassword');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });
});
