import { ERRORS } from '@shop/shared';
import { describe, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { expectAccessible } from './support/accessibility';
import { newAccount, registerViaApi } from './support/accounts';
import { setupBrowser } from './support/browser';
import { expect } from './support/expect';

const { page } = setupBrowser();

/**
 * The server refuses, an Arabic reader reads why: each banner carries the Arabic text of the
 * error's code (web/src/i18n/error-texts.ts), never the server's English message.
 */
describe('server errors in Arabic', () => {
  const field = (label: string) => page().getByLabel(label, { exact: true });
  const submit = (label: string) => page().getByRole('button', { name: label, exact: true });

  /** The account form's red banner, once it says `text`; it must hold no Latin word. */
  async function expectBanner(text: string) {
    const banner = page().getByRole('alert').filter({ hasText: text });
    await expect(banner).toContainText(ar['auth.tryAgain']);
    await expect(banner).not.toHaveText(/[A-Za-z]{2,}/);
  }

  it('shows the refusals of register, login and reset password in Arabic', async () => {
    const existing = await registerViaApi(newAccount());
    await page().addInitScript(() => localStorage.setItem('lang', 'ar'));

    // Register with an email that is taken: a 409 from the server.
    await page().goto('/register');
    await page().getByRole('heading', { level: 1, name: ar['page.register'] }).waitFor();
    const newcomer = newAccount();
    await field(ar['auth.name']).fill(newcomer.name);
    await field(ar['auth.phone']).fill(newcomer.mobile);
    await field(ar['auth.email']).fill(existing.email);
    await field(ar['auth.password']).fill(newcomer.password);
    await submit(ar['auth.register']).click();
    await expectBanner(ERRORS.EMAIL_TAKEN.ar);
    await expectAccessible(page(), 'Register in Arabic, refused');

    // Log in with a wrong password: a 401.
    await page().goto('/login');
    await page().getByRole('heading', { level: 1, name: ar['page.login'] }).waitFor();
    await field(ar['auth.email']).fill(existing.email);
    await field(ar['auth.password']).fill(`${existing.password}-wrong`);
    await submit(ar['auth.login']).click();
    await expectBanner(ERRORS.LOGIN_FAILED.ar);
    await expectAccessible(page(), 'Login in Arabic, refused');

    // Reset the password with a code never sent: a 400.
    await page().goto('/resetPassword');
    await page().getByRole('heading', { level: 1, name: ar['page.resetPassword'] }).waitFor();
    await field(ar['auth.email']).fill(existing.email);
    await field(ar['auth.code']).fill('000000');
    await field(ar['auth.newPassword']).fill('a-new-password');
    await submit(ar['auth.changePassword']).click();
    await expectBanner(ERRORS.RESET_CODE_INVALID.ar);
    await expectAccessible(page(), 'Reset Password in Arabic, refused');
  });
});
