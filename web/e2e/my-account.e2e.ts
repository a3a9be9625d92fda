import type { MyAccount, MyDataExport, Preferences } from '@shop/shared';
import { describe, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { accountAr } from '../src/i18n/sections/account-ar';
import { accountEn } from '../src/i18n/sections/account-en';
import { expectAccessible } from './support/accessibility';
import { baseUrl, dialogSaying, setupBrowser, urlOf } from './support/browser';
import { expect } from './support/expect';
import { newCustomer, storeSession } from './support/shopping';

const { page } = setupBrowser();

/** A form field by its label; exact, so 'Password' is not the 'Show password' toggle. */
const field = (label: string) => page().getByLabel(label, { exact: true });
const accountNav = (name: string) => page().getByRole('navigation', { name });
const screenTitled = (title: string) =>
  page().getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

/** What the API says of the account whose session is `token`. */
async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, baseUrl), { headers: { token } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A Saudi mobile as people type it, 05 and eight digits, new in the shop. */
const localMobile = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** `digits` (0-9) as an Arabic phone keyboard types them. */
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** Words in Latin script on the screen, emails and the language switch's "English" aside. */
async function latinWords(): Promise<string[]> {
  const text = await page().locator('body').innerText();
  const rest = text
    .replace(/\S+@\S+/g, ' ')
    .split('English')
    .join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('my account', () => {
  it('edits the profile with a mobile typed 05…, changes the password, and logs in with it', async () => {
    const { account, token } = await newCustomer();
    await storeSession(page(), token);
    await page().goto('/');
    await accountNav('Account').getByRole('link', { name: 'My Account' }).click();
    await page().waitForURL(urlOf('/myAccount'));
    await screenTitled('My Account');
    await expect(field('Name')).toHaveValue(account.name);
    await expectAccessible(page(), 'My Account');

    const mobile = localMobile();
    await field('Name').fill('Sara Al-Harbi');
    await field('Mobile').fill(mobile);
    // Leaving the field writes it as the shop keeps it.
    await field('Mobile').blur();
    await expect(field('Mobile')).toHaveValue(`+966${mobile.slice(1)}`);
    await page().getByRole('button', { name: 'Save', exact: true }).click();
    await page().getByText(accountEn['account.profileSaved']).waitFor();
    await expect
      .poll(() => apiGet<MyAccount>('/user/me', token))
      .toMatchObject({ name: 'Sara Al-Harbi', mobile: `+966${mobile.slice(1)}` });

    const newPassword = `${account.password}-new`;
    await field('Current password').fill(account.password);
    await field('New password').fill(newPassword);
    await field('Confirm the new password').fill(newPassword);
    await page().getByRole('button', { name: 'Change password', exact: true }).click();
    await page().getByText(accountEn['account.passwordChanged']).waitFor();
    await expectAccessible(page(), 'My Account, password changed');

    // This session stays; the next login takes the new password only.
    await accountNav('Account').getByRole('button', { name: 'Logout' }).click();
    await page().waitForURL(urlOf('/login'));
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
    await page().getByRole('button', { name: 'Login', exact: true }).click();
    await page().getByText('Incorrect email or password.').waitFor();
    await field('Password').fill(newPassword);
    await page().getByRole('button', { name: 'Login', exact: true }).click();
    await page().waitForURL(urlOf('/'));
    await accountNav('Account').getByRole('link', { name: 'My Account' }).waitFor();
  });

  it('downloads the data as a JSON file and turns a consent on', async () => {
    const { account, token } = await newCustomer();
    await storeSession(page(), token);
    await page().goto('/myAccount');
    await screenTitled('My Account');

    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as MyDataExport;
    expect(data.profile).toMatchObject({
      name: account.name,
      email: account.email,
      mobile: account.mobile,
    });
    expect(data.consents.current).toEqual({ serviceReminders: false, offers: false });

    const reminders = page().getByRole('switch', { name: 'Service reminders by email' });
    await expect(reminders).not.toBeChecked();
    await reminders.click();
    await expect(reminders).toBeChecked();
    await expect
      .poll(() => apiGet<Preferences>('/user/me/preferences', token))
      .toEqual({ serviceReminders: true, offers: false });
    // Stored: a new visit shows it on.
    await page().reload();
    await expect(page().getByRole('switch', { name: 'Service reminders by email' })).toBeChecked();
    await expect(page().getByRole('switch', { name: 'Offers by email' })).not.toBeChecked();
  });

  it('works in Arabic, with a mobile in Arabic-Indic digits, and deletes the account', async () => {
    const { account, token } = await newCustomer();
    await storeSession(page(), token);
    await page().addInitScript(() => localStorage.setItem('lang', 'ar'));
    await page().goto('/myAccount');
    await screenTitled(ar['nav.myAccount']);
    await expect(field(ar['auth.name'])).toHaveValue(account.name);
    await page().getByRole('switch', { name: accountAr['account.offers'] }).waitFor();
    // Only the shopper's own name, typed in Latin letters, is not Arabic on the page.
    await expect
      .poll(async () => (await latinWords()).filter((word) => !account.name.includes(word)))
      .toEqual([]);
    await expectAccessible(page(), 'My Account in Arabic');

    const mobile = localMobile();
    await field(accountAr['account.mobile']).fill(arabicIndic(mobile));
    await field(accountAr['account.mobile']).blur();
    await expect(field(accountAr['account.mobile'])).toHaveValue(`+966${mobile.slice(1)}`);
    await page()
      .getByRole('button', { name: accountAr['account.saveProfile'], exact: true })
      .click();
    await page().getByText(accountAr['account.profileSaved']).waitFor();

    // A wrong password is refused in Arabic, and the account stays.
    await page().getByRole('button', { name: accountAr['account.deleteTitle'] }).click();
    const confirm = page().getByRole('dialog', { name: accountAr['account.deleteTitle'] });
    await confirm.getByText(accountAr['account.deleteKept']).waitFor();
    await expectAccessible(page(), 'Delete my account in Arabic');
    await confirm
      .getByLabel(accountAr['account.deletePassword'], { exact: true })
      .fill('not-my-password');
    await confirm.getByRole('button', { name: ar['confirmDelete.yes'] }).click();
    await confirm.getByText('كلمة المرور الحالية غير صحيحة.').waitFor();

    await confirm
      .getByLabel(accountAr['account.deletePassword'], { exact: true })
      .fill(account.password);
    await confirm.getByRole('button', { name: ar['confirmDelete.yes'] }).click();
    await dialogSaying(page(), accountAr['account.deleted']).waitFor();
    await page().waitForURL(urlOf('/login'));
    await expect.poll(() => page().evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await accountNav(ar['nav.accountLabel']).getByRole('link', { name: ar['nav.login'] }).waitFor();
    // The account is gone: its session too.
    const after = await fetch(new URL('/api/user/me', baseUrl), { headers: { token } });
    expect(after.status).toBe(401);
  });
});
