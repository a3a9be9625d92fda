import { describe, it } from 'vitest';
import { admin, lastMailTo, newAccount, registerViaApi, type Account } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { baseUrl, setupBrowser, urlOf } from './support/browser';
import { getAdminToken } from './support/catalog';
import { expect } from './support/expect';

const { page } = setupBrowser();

const accountNav = () => page().getByRole('navigation', { name: 'Account' });
/** A form field by its label; exact, so 'Password' is not the 'Show password' toggle. */
const field = (label: string) => page().getByLabel(label, { exact: true });
const storedSession = () =>
  page().evaluate(() => ({
    userToken: localStorage.getItem('userToken'),
    role: localStorage.getItem('role'),
    counter: localStorage.getItem('counter'),
  }));

/**
 * Waits for the screen titled `title`: after a navigation the URL changes at once, but the
 * previous screen stays up until the next one's code has loaded, and its fields look alike.
 */
const screenTitled = (title: string) =>
  page().getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

async function logIn(email: string, password: string) {
  if (!page().url().endsWith('/login')) await page().goto('/login');
  await screenTitled('Login');
  await field('Email').fill(email);
  await field('Password').fill(password);
  await page().getByRole('button', { name: 'Login', exact: true }).click();
}

describe('accounts', () => {
  it('registers, logs in and logs out', async () => {
    const account: Account = newAccount();
    await page().goto('/register');
    await screenTitled('Register');
    await expectAccessible(page(), 'Register');
    await field('Name').fill(account.name);
    await field('Phone').fill(account.mobile);
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
    await page().getByRole('button', { name: 'Register', exact: true }).click();
    await page().waitForURL(urlOf('/login'));

    await screenTitled('Login');
    await expectAccessible(page(), 'Login');
    await logIn(account.email, account.password);
    await page().waitForURL(urlOf('/'));
    await accountNav().getByRole('button', { name: 'Logout' }).waitFor();
    await expect(accountNav().getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(accountNav().getByRole('link', { name: 'Register' })).toHaveCount(0);
    await expect(accountNav().getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect.poll(storedSession).toMatchObject({ userToken: expect.any(String), role: 'user' });
    const { userToken } = await storedSession();

    await accountNav().getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL(urlOf('/login'));
    await accountNav().getByRole('link', { name: 'Login' }).waitFor();
    await accountNav().getByRole('link', { name: 'Register' }).waitFor();
    await expect
      .poll(() => storedSession())
      .toEqual({ userToken: null, role: null, counter: null });
    // The server ended the session too: the old token is refused.
    const again = await fetch(new URL('/api/user/logout', baseUrl), {
      method: 'PUT',
      headers: { token: userToken! },
    });
    expect(again.status).toBe(401);
  });

  it('resets a forgotten password with the mailed code', async () => {
    const account = await registerViaApi(newAccount());
    await page().goto('/forgetPassword');
    await screenTitled('Forget Password');
    await expectAccessible(page(), 'Forget Password');
    await field('Email').fill(account.email);
    await page().getByRole('button', { name: 'Send Code' }).click();
    await page().waitForURL(urlOf('/resetPassword'));
    await screenTitled('Reset Password');
    await expect(field('Email')).toHaveValue(account.email);
    await expectAccessible(page(), 'Reset Password');

    const mail = await lastMailTo(account.email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const newPassword = `${account.password}-new`;
    await field('Code').fill(code!);
    await field('New password').fill(newPassword);
    await page().getByRole('button', { name: 'Change Password' }).click();
    await page().waitForURL(urlOf('/login'));

    // The old password is gone: the banner and the toast of a failed login.
    await logIn(account.email, account.password);
    await page()
      .getByRole('alert')
      .filter({ hasText: 'Incorrect email or password. try again!' })
      .waitFor();
    await page().getByText('You must register before login!').waitFor();

    await field('Password').fill(newPassword);
    await page().getByRole('button', { name: 'Login', exact: true }).click();
    await page().waitForURL(urlOf('/'));
    await accountNav().getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('shows a logged-in user who opens /dashboard the Error! dialog and sends them home', async () => {
    const account = await registerViaApi(newAccount());
    await logIn(account.email, account.password);
    await page().waitForURL(urlOf('/'));

    await page().goto('/dashboard');
    await page()
      .getByRole('alertdialog', { name: 'Error!' })
      .getByText("You can't access to this page")
      .waitFor();
    await page().waitForURL(urlOf('/'));
    await expect(page().getByRole('menu')).toHaveCount(0);
  });

  it('lets the admin delete a user from the Users screen after confirming', async () => {
    const victim = await registerViaApi(newAccount());
    await logIn(admin().email, admin().password);
    await page().waitForURL(urlOf('/dashboard'));

    await page().getByRole('menu').getByRole('link', { name: 'Users' }).click();
    await page().waitForURL(urlOf('/dashboard/users'));
    const row = page().getByRole('row').filter({ hasText: victim.email });
    await row.getByText(victim.mobile).waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page().getByRole('alertdialog', { name: 'Are you sure?' });
    await confirmation.getByText("You won't be able to revert this!").waitFor();
    await confirmation.getByRole('button', { name: 'Yes, delete it!' }).click();

    const deleted = page().getByRole('dialog', { name: 'Deleted!' });
    await deleted.getByText('The User has been deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
    await deleted.getByRole('button', { name: 'OK' }).click();
    await deleted.waitFor({ state: 'detached' });
    // The victim is gone from the shop, and nobody else: the admin is still there.
    const response = await fetch(new URL('/api/user/allUsers', baseUrl), {
      headers: { token: await getAdminToken() },
    });
    const emails = ((await response.json()) as { users: { email: string }[] }).users.map(
      (user) => user.email,
    );
    expect(emails).toContain(admin().email);
    expect(emails).not.toContain(victim.email);
  });
});
