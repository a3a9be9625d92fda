import { beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { setupBrowser, urlOf } from './support/browser';
import { addProduct, createCategory } from './support/catalog';
import { expect } from './support/expect';

const { page } = setupBrowser();

const camryPads = {
  name: 'Camry ceramic brake pads',
  description: 'Quiet ceramic pads for the Toyota Camry',
  price: 249.5,
};
const brakeFluid = {
  name: 'Universal brake fluid',
  description: 'DOT 4 fluid for any car',
  price: 45,
};
let brakesCategory = '';
let camryPadsId = '';

/** The one list the products screen shows, by its title. */
const list = (title: string) => page().getByRole('region', { name: title, exact: true });

describe('shopping the catalog', () => {
  beforeAll(async () => {
    const brakes = await createCategory('Brake systems', 'Pads, discs and fluid');
    brakesCategory = brakes.name;
    await createCategory('Lighting', 'Bulbs and lamps');
    camryPadsId = (
      await addProduct({
        ...camryPads,
        category: brakes._id,
        carDetails: { agency: 'Toyota', model: 'Camry', year: 2020, warranty: true },
      })
    )._id;
    await addProduct({ ...brakeFluid, category: brakes._id });
  });

  it("searches from Home by car data and lands on 'Products For Your Search'", async () => {
    await page().goto('/');
    const panel = page().getByRole('region', { name: 'Find Your Best Package Offer' });
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel
      .getByText('No Input Provided - Please enter at least one search criterion.')
      .waitFor();

    // Makes and models the catalog lacks stay possible, typed as they are.
    await panel.getByRole('combobox', { name: 'Car Brand' }).fill('Toyota');
    await panel.getByRole('combobox', { name: 'Model' }).fill('Camry');
    await panel.getByRole('combobox', { name: 'Year' }).selectOption('2020');
    await panel.getByRole('button', { name: 'Search' }).click();

    await page().waitForURL(urlOf('/products?brand=Toyota&model=Camry&year=2020'));
    const results = list('Products For Your Search');
    await results.getByRole('link', { name: 'Camry ceramic brake' }).waitFor();
    await expect(results.getByRole('link', { name: 'Universal brake fluid' })).toHaveCount(0);
    await expectAccessible(page(), 'Products For Your Search');

    // The search survives a reload: it travels in the address.
    await page().reload();
    await list('Products For Your Search')
      .getByRole('link', { name: 'Camry ceramic brake' })
      .waitFor();
  });

  it("shows a chosen category's products, and says when a category is empty", async () => {
    await page().goto('/products');
    await list('All Products').getByRole('link', { name: 'Universal brake fluid' }).waitFor();
    const categories = page().getByRole('navigation', { name: 'Categories' });

    await categories.getByText(brakesCategory, { exact: true }).click();
    const chosen = list('Products in The Selected Category');
    await chosen.getByRole('link', { name: 'Camry ceramic brake' }).waitFor();
    await chosen.getByRole('link', { name: 'Universal brake fluid' }).waitFor();

    await expectAccessible(page(), 'Products in The Selected Category');

    await categories.getByText('Lighting', { exact: true }).click();
    await page().getByText('No products found in this category.').waitFor();
  });

  it("opens a product's detail page from its card", async () => {
    await page().goto('/products');
    await list('All Products').getByRole('link', { name: 'Camry ceramic brake' }).click();
    await page().waitForURL(urlOf(`/productDetails/${camryPadsId}`));
    await page().getByRole('heading', { level: 1, name: camryPads.name }).waitFor();
    await expect(page()).toHaveTitle(camryPads.name);
    await expect(page().locator('meta[name="description"]')).toHaveAttribute(
      'content',
      camryPads.description,
    );
    await page().getByText('SAR 249.50').waitFor();
    // The product's image is served by the shop.
    const image = page().locator('main img').first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page(), 'Product Details');

    // A visitor is asked to log in first.
    await page().getByRole('button', { name: 'Add to Cart' }).click();
    await page().waitForURL(urlOf('/login'));
    await page().getByText('Error adding product,You Must login').waitFor();
  });
});
