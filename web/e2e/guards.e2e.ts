import { describe, it } from 'vitest';
import { urlOf, setupBrowser } from './support/browser';
import { expect } from './support/expect';

const { page } = setupBrowser();

describe('guards', () => {
  it('shows a visitor opening /dashboard the Error! dialog and sends them home', async () => {
    await page().goto('/dashboard');
    const dialog = page().getByRole('alertdialog', { name: 'Error!' });
    await dialog.getByText("You can't access to this page").waitFor();
    await page().waitForURL(urlOf('/'));
    await expect(page().getByRole('menu')).toHaveCount(0);
  });

  it('refuses a stored role other than admin the same way', async () => {
    await page().goto('/');
    await page().evaluate(() => {
      localStorage.setItem('userToken', 'some-token');
      localStorage.setItem('role', 'user');
    });
    await page().goto('/dashboard/users');
    await page()
      .getByRole('alertdialog', { name: 'Error!' })
      .getByText("You can't access to this page")
      .waitFor();
    await page().waitForURL(urlOf('/'));
  });

  it('sends a visitor opening /addVehicle to /login', async () => {
    await page().goto('/addVehicle');
    await page().waitForURL(urlOf('/login'));
    await page().getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  });
});
