import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillIn, submitButton } from '@/test/forms';
import { findAlertText } from '@/test/queries';
import { currentPath, renderApp, renderAt } from '@/test/render';
import { apiError, bodiesOf, onApi } from '@/test/server';
import { ResetPasswordPage } from './ResetPasswordPage';

const email = 'sara@example.com';

describe('forget password screen', () => {
  it('sends the code, then opens Reset password with the email filled in', async () => {
    const codeRequests = onApi('PATCH /user/forget_code', {
      message: 'You can reset your password now',
    });
    const router = renderApp('/forgetPassword');
    expect(await screen.findByRole('button', { name: 'Send Code' })).toBeDisabled();

    fillIn('Email', 'sara@');
    expect(await screen.findByText('Email is not matched, Please try again!')).toBeInTheDocument();
    fillIn('Email', email);
    await waitFor(() => expect(submitButton('Send Code').disabled).toBe(false));
    fireEvent.click(submitButton('Send Code'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset Password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(bodiesOf(codeRequests)).toEqual([{ email }]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
  });

  it("shows the server's message in the banner", async () => {
    onApi('PATCH /user/forget_code', apiError(429, 'Too many attempts. Try again later.'));
    renderApp('/forgetPassword');
    await screen.findByRole('button', { name: 'Send Code' });
    fillIn('Email', email);
    await waitFor(() => expect(submitButton('Send Code').disabled).toBe(false));
    fireEvent.click(submitButton('Send Code'));

    expect(await findAlertText()).toBe('Too many attempts. Try again later. try again!');
  });
});

describe('reset password screen', () => {
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
    expect(await screen.findByText('Password must be at least 6 character')).toBeInTheDocument();
    expect(submitButton('Change Password').disabled).toBe(true);

    // The code has no rule of its own: the server judges it.
    fillIn('New password', 'newsecret1');
    await waitFor(() => expect(submitButton('Change Password').disabled).toBe(false));
  });

  it('sends email, code and the new password, then goes to /login', async () => {
    const resets = onApi('PUT /user/reset_password', { message: 'Try to login now' });
    renderReset();
    fillIn('Code', '493027');
    fillIn('New password', 'newsecret1');
    await waitFor(() => expect(submitButton('Change Password').disabled).toBe(false));
    fireEvent.click(submitButton('Change Password'));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(bodiesOf(resets)).toEqual([{ email, code: '493027', password: 'newsecret1' }]);
  });

  it("shows the server's message when the code is wrong", async () => {
    onApi('PUT /user/reset_password', apiError(400, 'The code is wrong or has expired.'));
    renderReset();
    fillIn('Code', '000000');
    fillIn('New password', 'newsecret1');
    await waitFor(() => expect(submitButton('Change Password').disabled).toBe(false));
    fireEvent.click(submitButton('Change Password'));

    expect(await findAlertText()).toBe('The code is wrong or has expired. try again!');
    expect(currentPath()).toBe('/resetPassword');
  });

  it('starts empty when opened directly', () => {
    renderAt('/resetPassword', <ResetPasswordPage />, '/resetPassword');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });
});
