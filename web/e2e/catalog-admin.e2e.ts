import { describe, it } from 'vitest';
import {
  deleteTableRow,
  openAsAdmin,
  pickProduct,
  pickedProducts,
  tableRow,
} from './support/admin-screens';
import { baseUrl, setupBrowser } from './support/browser';
import { addProduct, categoryIdsByName } from './support/catalog';
import { pickedPng } from './support/pictures';
import { expect } from './support/expect';

const { page } = setupBrowser();

/*
 * One admin's afternoon, step by step: each step builds on the one before (a category, then
 * products in it, then a package of them), and the last one deletes it all again.
 */

// Categories are listed by name, 20 to a page, and the journeys before this one add dozens: a
// name that sorts first keeps this one on the first page, where the admin sees it added.
const category = { name: '4x4 suspension', description: 'Shocks and springs' };
const shock = { name: 'Front shock absorber', description: 'Gas shock for a smooth ride' };
const spring = 'Rear coil spring';
const suspensionCheck = 'Suspension check';

const rowOf = (text: string) => tableRow(page(), text);
const formTitled = (title: string) => page().getByRole('heading', { level: 2, name: title });

const deleteRow = (text: string, deletedText: string) => deleteTableRow(page(), text, deletedText);

describe('the admin catalog screens', () => {
  it('add a category, then update it from its row', async () => {
    await openAsAdmin(page(), '/dashboard/category', 'Category');
    await page().getByRole('button', { name: 'Add Category' }).click();
    await page().getByText('you must enter all inputs').waitFor();

    await page().getByLabel('Name', { exact: true }).fill(category.name);
    await page().getByLabel('Description', { exact: true }).fill(category.description);
    await page().getByRole('button', { name: 'Add Category' }).click();
    await rowOf(category.description).waitFor();

    await rowOf(category.name).getByRole('button', { name: 'Update' }).click();
    await formTitled('Update Category').waitFor();
    await expect(formTitled('Add Category')).toHaveCount(0);
    await expect(page().getByLabel('Name', { exact: true })).toHaveValue(category.name);
    await page().getByLabel('Description', { exact: true }).fill('Shocks, struts and springs');
    await page().getByRole('button', { name: 'Update Category' }).click();
    await rowOf('Shocks, struts and springs').waitFor();
    await formTitled('Add Category').waitFor();
  });

  it('add a product with two images', async () => {
    await openAsAdmin(page(), '/dashboard/products', 'Products');
    await page().getByText('add 2 to 4 images').waitFor();
    await page().getByLabel('Name', { exact: true }).fill(shock.name);
    await page().getByLabel('Description', { exact: true }).fill(shock.description);
    await page().getByLabel('Price').fill('520');
    await page().getByLabel('Category', { exact: true }).click();
    await page().keyboard.type(category.name);
    await page().locator('.ant-select-item-option', { hasText: category.name }).click();
    await page()
      .locator('input[type="file"]')
      .setInputFiles([pickedPng('front.png', [200, 40, 40]), pickedPng('side.png', [40, 160, 60])]);
    await page().getByRole('button', { name: 'Add Product' }).click();

    await page().getByText('Product added successfully').waitFor();
    const row = rowOf(shock.name);
    await row.getByText('SAR 520.00').waitFor();
    await row.getByText(category.name).waitFor();
    const image = row.locator('img');
    await expect(image).toHaveAttribute('src', /\/uploads\//);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    const { products } = (await (
      await fetch(new URL('/api/product/getAllProducts', baseUrl))
    ).json()) as { products: { name: string; image: unknown[] }[] };
    expect(products.find((product) => product.name === shock.name)?.image).toHaveLength(2);
  });

  it('add a package of two products, then update it from its row', async () => {
    const categoryId = (await categoryIdsByName()).get(category.name)!;
    await addProduct({
      name: spring,
      description: 'Progressive rate',
      price: 310,
      category: categoryId,
    });

    await openAsAdmin(page(), '/dashboard/package', 'Package');
    await page().getByText('type part of a name to find products; at least 2').waitFor();
    await page().getByLabel('Name', { exact: true }).fill(suspensionCheck);
    await page().getByLabel('Price').fill('350');
    await page()
      .getByLabel('Description', { exact: true })
      .fill('Shocks and springs inspected and replaced');
    await page().getByLabel('Mileage').fill('20000');
    // The products are picked by the words of their names, as the admin knows them.
    await pickProduct(page(), 'front shock', shock.name);
    await pickProduct(page(), 'coil', spring);
    await page()
      .locator('input[type="file"]')
      .setInputFiles([pickedPng('logo.png', [245, 166, 35])]);
    await page().getByRole('button', { name: 'Add Package' }).click();
    await rowOf(suspensionCheck).getByText('SAR 350.00').waitFor();

    await rowOf(suspensionCheck).getByRole('button', { name: 'Update' }).click();
    await formTitled('Update Package').waitFor();
    await expect(pickedProducts(page())).toHaveText([shock.name, spring]);
    await page().getByLabel('Price').fill('399');
    await page().getByRole('button', { name: 'Update Package' }).click();
    await rowOf(suspensionCheck).getByText('SAR 399.00').waitFor();
    await formTitled('Add Package').waitFor();
  });

  it('and the shop shows the package with its two products', async () => {
    await page().goto('/package');
    const packages = page().getByRole('region', { name: 'All Packages' });
    await packages.getByText('Mileage: 20,000 km').waitFor();
    await packages.getByRole('link', { name: suspensionCheck }).click();
    await page().getByRole('heading', { level: 1, name: suspensionCheck }).waitFor();
    await page().getByText('SAR 399.00').first().waitFor();
    await page().getByRole('link', { name: shock.name }).waitFor();
    await page().getByRole('link', { name: spring }).waitFor();
  });

  it('delete the package, a product and the category with its products', async () => {
    await openAsAdmin(page(), '/dashboard/package', 'Package');
    await deleteRow(suspensionCheck, 'The Package has been deleted.');

    await page().goto('/dashboard/products');
    await deleteRow(shock.name, 'The Product has been deleted.');
    await rowOf(spring).waitFor();

    await page().goto('/dashboard/category');
    await deleteRow(category.name, 'The Category has been deleted.');
    // The category's products went with it.
    await page().goto('/dashboard/products');
    await page().locator('.ant-table').waitFor();
    await expect(page().locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
    await expect(rowOf(spring)).toHaveCount(0);
  });
});
