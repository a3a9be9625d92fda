import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { openAsAdmin, pickProduct, pickedProducts, tableRow } from './support/admin-screens';
import { baseUrl, setupBrowser } from './support/browser';
import { addProduct, createCategory, getAdminToken } from './support/catalog';
import { placeOrder } from './support/orders';
import { pickedPng } from './support/pictures';
import { expect } from './support/expect';

const { page } = setupBrowser();

/*
 * The back office with more records than a screen holds: the admin finds orders by number,
 * customer and status through filters kept in the URL, edits a product the storefront then
 * shows at once, and builds a package from products found by name.
 */

const rowOf = (text: string) => tableRow(page(), text);
const numberOf = (id: string) => `#${id.slice(-8).toUpperCase()}`;
/** The query of the page's URL, decoded. */
const urlQuery = () => decodeURIComponent(new URL(page().url()).search);
/**
 * From the dashboard's index to the storefront's search for `words`, in the same document (the
 * header's Products link loads the page afresh, as the spec asks; its search box does not).
 */
async function searchStorefront(words: string) {
  await page().getByRole('link', { name: 'Back to the shop' }).click();
  const search = page().getByRole('searchbox', { name: 'Search parts' });
  await search.fill(words);
  await search.press('Enter');
}
/** Waits for the table to show `count` rows (the last page's stay until the next arrive). */
const expectRows = (count: number) =>
  expect(page().locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(count);

describe('the back office at scale', () => {
  it('an admin finds orders by number, customer and status, and Back restores the filters', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await fetch(new URL(`/api/order/updateOreder/${first.order._id}`, baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', token: await getAdminToken() },
      body: JSON.stringify({ shippingStatus: 'shipped' }),
    });
    const firstNumber = numberOf(first.order._id);
    const secondNumber = numberOf(second.order._id);

    // A link with the order's number in it opens onto that order alone.
    await openAsAdmin(
      page(),
      `/dashboard/order?search=${encodeURIComponent(firstNumber)}`,
      'Order & Payment',
    );
    await rowOf(firstNumber).getByText(first.customer.name).waitFor();
    await expectRows(1);

    // A search by the other customer's email, typed in the box, goes into the URL.
    const search = page().getByRole('searchbox', { name: /Order number/ });
    await expect(search).toHaveValue(firstNumber);
    await search.fill(second.customer.email);
    await search.press('Enter');
    await rowOf(secondNumber).waitFor();
    await expectRows(1);
    await expect.poll(urlQuery).toBe(`?search=${second.customer.email}`);

    // Back returns to the search before, box and rows alike.
    await page().goBack();
    await rowOf(firstNumber).waitFor();
    await expectRows(1);
    await expect(search).toHaveValue(firstNumber);

    // The shipping status filters the customer's orders.
    await page().goto(
      `/dashboard/order?search=${encodeURIComponent(first.customer.email)}&shippingStatus=shipped`,
    );
    await rowOf(firstNumber).getByText('Shipped').waitFor();
    await page().goto(
      `/dashboard/order?search=${encodeURIComponent(first.customer.email)}&shippingStatus=pending`,
    );
    await page().getByText('No Order Found').waitFor();
    await expectRows(0);
  });

  it('an admin edits a product, and the storefront shows its new name without a reload', async () => {
    const id = randomBytes(3).toString('hex');
    const category = await createCategory(`Lighting ${id}`, 'Bulbs and lamps');
    // Three words at most: cards show a name's first three.
    const before = `Headlight ${id}`;
    const after = `LED headlight ${id}`;
    await addProduct({
      name: before,
      description: 'H7 halogen',
      price: 45,
      category: category._id,
    });

    // The storefront's search results, loaded once into the page's cache.
    await openAsAdmin(page(), '/dashboard', 'Welcome to the dashboard');
    await page().evaluate(() => Object.assign(window, { sameDocument: true }));
    await searchStorefront(id);
    await page().getByRole('link', { name: before }).first().waitFor();

    // Back to the back office, where the admin finds and edits it.
    await page().goBack();
    await page().goBack();
    await page().getByRole('menu').getByRole('link', { name: 'Products' }).click();
    await page().getByRole('heading', { level: 1, name: 'Products', exact: true }).waitFor();
    const search = page().getByRole('searchbox', { name: 'Words of the name' });
    await search.fill(`headlight ${id}`);
    await search.press('Enter');
    await expectRows(1);
    await rowOf(before).getByRole('button', { name: 'Update' }).click();
    await page().getByRole('heading', { level: 2, name: 'Update Product' }).waitFor();
    await expect(page().getByLabel('Name', { exact: true })).toHaveValue(before);
    await page().getByLabel('Name', { exact: true }).fill(after);
    await page().getByLabel('Name in Arabic').fill(`لمبة أمامية ${id}`);
    await page().getByLabel('Stock').fill('12');
    await page().getByRole('button', { name: 'Update Product' }).click();
    await page().getByText('Product updated successfully.').waitFor();
    // Its images were kept.
    await expect
      .poll(() =>
        rowOf(after)
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await rowOf(after).getByText('12', { exact: true }).waitFor();

    // The same search in the storefront, in the same document, shows the new name.
    await page().getByRole('menu').getByRole('link', { name: 'Dashboard' }).click();
    await searchStorefront(id);
    await page().getByRole('link', { name: after }).first().waitFor();
    await expect(page().getByRole('link', { name: before, exact: true })).toHaveCount(0);
    await expect.poll(() => page().evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('an admin builds a package from products found by name', async () => {
    const id = randomBytes(3).toString('hex');
    const category = await createCategory(`Cooling ${id}`, 'Radiators and coolant');
    const coolant = `Coolant ${id}`;
    const thermostat = `Thermostat ${id}`;
    for (const name of [coolant, thermostat]) {
      await addProduct({
        name,
        description: 'For the cooling system',
        price: 90,
        category: category._id,
      });
    }
    const service = `Cooling service ${id}`;

    await openAsAdmin(page(), '/dashboard/package', 'Package');
    await page().getByLabel('Name', { exact: true }).fill(service);
    await page().getByLabel('Price').fill('250');
    await page().getByLabel('Description', { exact: true }).fill('Coolant and thermostat replaced');
    await page().getByLabel('Mileage').fill('60000');
    await pickProduct(page(), `coolant ${id}`, coolant);
    await pickProduct(page(), `thermo ${id}`, thermostat);
    await expect(pickedProducts(page())).toHaveText([coolant, thermostat]);
    await page()
      .locator('input[type="file"]')
      .setInputFiles([pickedPng('logo.png', [30, 120, 200])]);
    await page().getByRole('button', { name: 'Add Package' }).click();

    const row = rowOf(service);
    await row.getByText('SAR 250.00').waitFor();
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page().locator('tr.ant-table-expanded-row');
    await details.getByText(coolant).waitFor();
    await details.getByText(thermostat).waitFor();
  });
});
