import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openAsAdmin, tableRow } from './support/admin-screens';
import { baseUrl, setupBrowser } from './support/browser';
import { addProduct, createCategory } from './support/catalog';
import { expect } from './support/expect';
import { placeOrder } from './support/orders';
import { pngBlob } from './support/pictures';
import { newCustomer } from './support/shopping';

const { page } = setupBrowser();

/*
 * What issue 29 found rough in the back office: the cars' owners and a search, messages found and
 * marked answered, a category's delete that says how many products go with it, Arabic names for
 * the Arabic admin, and the tables as cards on a phone.
 */

const inArabic = (p: Page) => p.addInitScript(() => localStorage.setItem('lang', 'ar'));
const unique = () => randomBytes(3).toString('hex');

describe('the back office, issue 29', () => {
  it("shows a car's owner, finds cars and messages, and marks a message answered", async () => {
    const { account, token } = await newCustomer();
    const car = new FormData();
    car.append('logo', pngBlob([200, 30, 30]), 'logo.png');
    for (const [field, value] of Object.entries({
      mileage: 42000,
      model: 'Camry',
      year: 2021,
      agency: 'Toyota',
      warranty: true,
    }))
      car.append(field, String(value));
    const registered = await fetch(new URL('/api/car/registerUserCar', baseUrl), {
      method: 'POST',
      headers: { token },
      body: car,
    });
    expect(registered.status).toBe(201);

    // Found by its owner's email, and the owner shown beside it.
    await openAsAdmin(page(), '/dashboard/cars', 'Cars');
    const carSearch = page().getByRole('searchbox', { name: 'VIN, make, model or owner' });
    await carSearch.fill(account.email);
    await carSearch.press('Enter');
    const carRow = tableRow(page(), account.email);
    await carRow.getByText(account.name).waitFor();
    await expect(page().locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(carRow.getByRole('link', { name: account.email })).toHaveAttribute(
      'href',
      `mailto:${account.email}`,
    );
    await expectAccessible(page(), 'Cars, searched');

    // A visitor's message, found by a word of it, ticked answered, then filtered.
    const word = `Patrol${unique()}`;
    const sent = await fetch(new URL('/api/message/addMessage', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Huda',
        email: 'huda@example.com',
        description: `Brake pads for a ${word}?`,
      }),
    });
    expect(sent.status).toBe(201);
    await page().goto(`/dashboard/messages?search=${word}`);
    const answered = page().getByRole('checkbox', { name: 'Answered: the message from Huda' });
    await expect(answered).not.toBeChecked();
    // The box shows the mark once the server has kept it, not on the click itself.
    await answered.click();
    await expect(answered).toBeChecked();
    await expect(answered).toBeEnabled();
    await expectAccessible(page(), 'Messages, searched');

    await page().goto(`/dashboard/messages?search=${word}&answered=false`);
    await page().getByText('No Messages Found').waitFor();
    await page().goto(`/dashboard/messages?search=${word}&answered=true`);
    await expect(answered).toBeChecked();
  });

  it('says how many products go with a category before deleting it', async () => {
    const id = unique();
    // First by name, so it is on the first page of the categories.
    const category = await createCategory(`AAA doomed ${id}`, 'Two parts that go with it');
    for (const name of ['Pad', 'Disc']) {
      await addProduct({
        name: `${name} ${id}`,
        description: 'Goes with its category',
        price: 10,
        category: category._id,
      });
    }
    await openAsAdmin(page(), '/dashboard/category', 'Category');
    await tableRow(page(), category.name).getByRole('button', { name: 'Delete' }).click();
    const confirm = page().getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText('Its 2 products are deleted with it.').waitFor();
    await expectAccessible(page(), "A category's delete");
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page()
      .getByRole('dialog', { name: 'Deleted!' })
      .getByRole('button', { name: 'OK' })
      .click();
    await tableRow(page(), category.name).waitFor({ state: 'detached' });
    const products = await fetch(
      new URL(`/api/product/prouctsByCategory/${category._id}?limit=1`, baseUrl),
    );
    expect(((await products.json()) as { total: number }).total).toBe(0);
  });

  it('shows the Arabic admin Arabic names, and an order as a card on a phone', async () => {
    const id = unique();
    const category = await createCategory(`Low ${id}`, 'Running low');
    await addProduct({
      name: `AAA fuse ${id}`,
      nameAr: `فيوز ${id}`,
      description: 'Almost gone',
      price: 5,
      category: category._id,
      stock: 0,
    });
    const { order } = await placeOrder({ productNameAr: `فحمات ${id}` });
    await inArabic(page());

    await openAsAdmin(page(), '/dashboard', 'مرحباً بك في لوحة التحكم');
    await page().getByText(`فيوز ${id}`).waitFor();
    await expect(page().getByText(`AAA fuse ${id}`)).toHaveCount(0);

    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(`/dashboard/order?search=${order._id}`);
    const card = page().getByRole('listitem').filter({ hasText: 'تعديل' });
    await expect(card).toHaveCount(1);
    // Status, total and the buttons in view: nothing scrolls sideways.
    for (const shown of [
      card.getByText('بانتظار الدفع'),
      card.getByRole('button', { name: 'تعديل' }),
      card.getByRole('button', { name: 'حذف' }),
    ]) {
      const box = await shown.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await card.getByRole('button', { name: 'التفاصيل' }).click();
    await card.getByText(`فحمات ${id}`).waitFor();
    await expectAccessible(page(), 'Orders as cards, in Arabic at 390 px');
  });
});
