import type { Product, ProductAnswer } from '@shop/shared';
import type { Locator } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { deleteTableRow, openAsAdmin, tableRow } from './support/admin-screens';
import { baseUrl, setupBrowser } from './support/browser';
import { addProduct, createCategory } from './support/catalog';
import { expect } from './support/expect';
import { pickedPng } from './support/pictures';

const { page } = setupBrowser();

/*
 * Issue 23's back office: a part entered once for the cars it fits, found again by its part
 * number however it is typed and by car, its cars copied to another part; and the vehicle
 * catalog the cars come from. Each step builds on the one before.
 */

const pads = {
  name: 'Ceramic brake pads (journey)',
  description: 'Front axle, low dust',
  maker: 'Toyota Genuine',
  // Stored as the maker writes it; found typed with dashes.
  partNumber: '04465J2023',
  typedPartNumber: '04465-j2023',
};
const discs = { name: 'Vented brake discs (journey)', description: 'Front axle' };
const category = { name: 'Brakes (fitment journey)', description: 'Pads and discs' };

const rowOf = (text: string) => tableRow(page(), text);
const shownDropdown = () => page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks `option` in the select labelled `label` inside `scope`, typing `typed` to find it. */
async function choose(scope: Locator, label: string, option: string, typed?: string) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.click();
  if (typed) await select.fill(typed);
  await shownDropdown().locator(`.ant-select-item-option[title="${option}"]`).click();
}

/** Adds a car to the product form's fitment rows, as its next row. */
async function addCar(
  number: number,
  car: { make: string; model: string; from: string; to: string },
) {
  await page().getByRole('button', { name: 'Add a car' }).click();
  const row = page().getByRole('group', { name: `Car ${number}` });
  await choose(row, 'Make', car.make, car.make);
  await choose(row, 'Model', car.model, car.model);
  // The model's years come with it; the admin narrows them.
  await expect(row.getByLabel('From year')).not.toHaveValue('');
  await row.getByLabel('From year').fill(car.from);
  await row.getByLabel('To year').fill(car.to);
  await row.getByLabel('To year').blur();
  return row;
}

/** A product as the API answers it now. */
async function productNamed(name: string): Promise<Product> {
  const response = await fetch(new URL('/api/product/getAllProducts', baseUrl));
  const { products } = (await response.json()) as { products: Product[] };
  const found = products.find((product) => product.name === name);
  if (!found) throw new Error(`No product is named ${name}`);
  const detail = await fetch(new URL(`/api/product/getCarById/${found._id}`, baseUrl));
  return ((await detail.json()) as ProductAnswer).product;
}

/**
 * Types a filter, presses Enter and waits until the address holds it. The box is drawn anew when
 * the address changes, and React may draw it a moment after the address changed: a value typed
 * into the box being replaced is lost, so the typing is retried until the address takes it.
 */
async function filterBy(label: string, param: string, value: string) {
  const filter = page().getByLabel(label, { exact: true });
  await expect(async () => {
    await filter.fill(value);
    await filter.press('Enter');
    await expect
      .poll(() => new URL(page().url()).searchParams.get(param) ?? '', { timeout: 2_000 })
      .toBe(value);
  }).toPass({ timeout: 15_000 });
}

describe('fitment in the back office', () => {
  it('adds a part with its maker, part number and two cars', async () => {
    await createCategory(category.name, category.description);
    await openAsAdmin(page(), '/dashboard/products', 'Products');
    const form = page().locator('form');
    await form.getByLabel('Name', { exact: true }).fill(pads.name);
    await form.getByLabel('Description', { exact: true }).fill(pads.description);
    await form.getByLabel('Price').fill('249.50');
    await choose(form, 'Category', category.name, 'fitment journey');
    await form.getByLabel('Maker').fill(pads.maker);
    await form.getByLabel('Part number', { exact: true }).fill(pads.partNumber);
    const oem = form.getByLabel('OEM numbers');
    await oem.fill('04465-06090');
    await oem.press('Enter');

    const camry = await addCar(1, { make: 'Toyota', model: 'Camry', from: '2018', to: '2023' });
    await choose(camry, 'Engine', '2.5L 4-cylinder');
    await addCar(2, { make: 'Lexus', model: 'ES', from: '2019', to: '2023' });
    await form.locator('input[type="file"]').setInputFiles([pickedPng('pads.png', [200, 40, 40])]);
    await expectAccessible(page(), 'the product form with two cars');
    await form.getByRole('button', { name: 'Add Product' }).click();

    await page().getByText('Product added successfully').waitFor();
    const row = rowOf(pads.name);
    await row.getByText(pads.maker).waitFor();
    await row.getByText(pads.partNumber).waitFor();

    const saved = await productNamed(pads.name);
    expect(saved).toMatchObject({
      manufacturer: pads.maker,
      partNumber: pads.partNumber,
      oemNumbers: ['04465-06090'],
    });
    expect(saved.fitments).toMatchObject([
      { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L-I4' },
      { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023 },
    ]);

    // Its opened row lists the cars, years as ranges.
    await row.getByRole('button', { name: 'Expand row' }).click();
    const cars = page().getByRole('region', { name: 'Cars it fits' });
    await cars.getByRole('row').filter({ hasText: 'Camry' }).getByText('2018–2023').waitFor();
    await expectAccessible(page(), 'the product table with a row opened');
  });

  it('finds it by its part number typed with dashes, and by car', async () => {
    const categoryId = (await productNamed(pads.name)).category!._id;
    await addProduct({ ...discs, price: 310, category: categoryId });
    await openAsAdmin(page(), '/dashboard/products', 'Products');
    await rowOf(discs.name).waitFor();

    await filterBy('Filter by part number', 'partNumber', pads.typedPartNumber);
    await rowOf(pads.name).waitFor();
    await expect(rowOf(discs.name)).toHaveCount(0);

    await filterBy('Filter by part number', 'partNumber', '');
    // Typed, as the makes are more than the list shows at once.
    await choose(page().locator('main'), 'Filter by brand', 'Lexus', 'lex');
    await choose(page().locator('main'), 'Filter by model', 'ES', 'es');
    await filterBy('Filter by year', 'year', '2020');
    await rowOf(pads.name).waitFor();
    await expect(rowOf(discs.name)).toHaveCount(0);
    // Its cars stop at 2023.
    await filterBy('Filter by year', 'year', '2024');
    await expect(rowOf(pads.name)).toHaveCount(0);
    await expectAccessible(page(), 'the product table filtered by car');
  });

  it("copies the part's cars to another part, found by its part number", async () => {
    await openAsAdmin(page(), '/dashboard/products', 'Products');
    await rowOf(discs.name).getByRole('button', { name: 'Update' }).click();
    await page().getByRole('heading', { level: 2, name: 'Update Product' }).waitFor();

    const copier = page().getByRole('combobox', {
      name: 'Copy the cars of a product: its name or part number',
    });
    await copier.click();
    await copier.fill(pads.typedPartNumber);
    await shownDropdown().locator('.ant-select-item-option').filter({ hasText: pads.name }).click();
    await page().getByText(`Cars copied from ${pads.name}: 2`).waitFor();
    await expect(
      page().getByRole('group', { name: 'Car 2' }).getByRole('combobox', { name: 'Model' }),
    ).toBeVisible();
    await page().getByRole('button', { name: 'Update Product' }).click();
    await page().getByText('Product updated successfully.').waitFor();

    expect((await productNamed(discs.name)).fitments).toMatchObject([
      { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L-I4' },
      { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023 },
    ]);
  });

  it('the product form reads right to left in Arabic on a phone', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await openAsAdmin(page(), '/dashboard/products?lang=ar', 'المنتجات');
    await page().getByRole('button', { name: 'أضف سيارة' }).click();
    await page().getByRole('group', { name: 'السيارة ١' }).waitFor();
    await expectAccessible(page(), 'the product form in Arabic at 390 px');
  });

  it("keeps the vehicle catalog: a make found by a model's Arabic name, a model added and deleted", async () => {
    await openAsAdmin(page(), '/dashboard/vehicles', 'Vehicles');
    await rowOf('Hyundai').waitFor();
    await expectAccessible(page(), 'the makes of the vehicle catalog');
    await page().getByLabel('Make or model, in English or Arabic').fill('كامري');
    await page().getByRole('button', { name: 'Search' }).click();
    await rowOf('Toyota').waitFor();
    await expect(rowOf('Hyundai')).toHaveCount(0);

    await rowOf('Toyota').getByRole('link', { name: 'Toyota: models' }).click();
    await page().getByRole('heading', { level: 1, name: 'Toyota: models' }).waitFor();
    await rowOf('Camry').getByText('كامري').waitFor();
    await page().getByRole('link', { name: 'All makes' }).waitFor();

    await page().goto('/dashboard/vehicles/' + (await toyotaId()));
    const form = page().locator('form');
    await form.getByLabel('Name', { exact: true }).fill('Journey GT');
    await form.getByLabel('Name in Arabic').fill('جورني جي تي');
    await form.getByLabel('First model year').fill('2021');
    await form.getByRole('button', { name: 'Add an engine' }).click();
    const engine = page().getByRole('group', { name: 'Engine 1' });
    await engine.getByLabel('Engine code').fill('2.0L-I4-T');
    await engine.getByLabel('Engine name', { exact: true }).fill('2.0L turbo');
    await expectAccessible(page(), "a make's models with the model form");
    await form.getByRole('button', { name: 'Add Model' }).click();
    await page().getByText('The model has been added.').waitFor();
    await rowOf('Journey GT').getByText('2021–now').waitFor();

    await deleteTableRow(page(), 'Journey GT', 'The model has been deleted.');
  });
});

/** Toyota's id in the vehicle catalog. */
async function toyotaId(): Promise<string> {
  const response = await fetch(new URL('/api/vehicles/makes', baseUrl));
  const { makes } = (await response.json()) as { makes: { _id: string; name: string }[] };
  return makes.find((make) => make.name === 'Toyota')!._id;
}
