import type { Page } from 'playwright-core';
import { getAdminToken } from './catalog';

/** The back office's screens, as the admin journeys drive them. */

/** Opens an admin screen with the admin's session stored, as a login leaves it. */
export async function openAsAdmin(page: Page, path: string, title: string): Promise<void> {
  const token = await getAdminToken();
  await page.addInitScript((token) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('role', 'admin');
  }, token);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** The table row that shows `text`. */
export const tableRow = (page: Page, text: string) =>
  page.getByRole('row').filter({ hasText: text });

/** Deletes a row through the confirmation every delete asks for, then the 'Deleted!' dialog. */
export async function deleteTableRow(page: Page, text: string, deletedText: string): Promise<void> {
  await tableRow(page, text).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByText("You won't be able to revert this!").waitFor();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  const done = page.getByRole('dialog', { name: 'Deleted!' });
  await done.getByText(deletedText).waitFor();
  await done.getByRole('button', { name: 'OK' }).click();
  await tableRow(page, text).waitFor({ state: 'detached' });
}

/** Types `words` in the package form's product picker and picks the product named `name`. */
export async function pickProduct(page: Page, words: string, name: string): Promise<void> {
  const picker = page.getByLabel('Products', { exact: true });
  await picker.click();
  await picker.fill(words);
  await page
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${name}"]`)
    .click();
  await page.locator('.ant-select-selection-item', { hasText: name }).waitFor();
}

/** The names the package form's product picker shows as picked. */
export const pickedProducts = (page: Page) => page.locator('.ant-select-selection-item-content');
