import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { liveScreen, scriptlessContext, setupBrowser } from './support/browser';
import { addProduct, createCategory } from './support/catalog';
import { expect } from './support/expect';

const { page } = setupBrowser();

// Names whose cut (three words) leaves a bracket open, which the card closes (first-words.ts).
const filter = {
  name: 'Drawn cabin (activated carbon) filter',
  nameAr: 'فلتر مقصورة (كربون نشط) مرسوم',
  description: 'Carbon cabin filter for the drawn pages',
  descriptionAr: 'فلتر مقصورة بالكربون للصفحات المرسومة',
  price: 85,
};
let filterId = '';
let categoryId = '';

const LANGUAGES = [
  { language: 'en', dir: 'ltr', name: filter.name },
  { language: 'ar', dir: 'rtl', name: filter.nameAr },
] as const;

/** `address` opened in a browser that runs no script: the page as the server drew it. */
async function withoutScripts<T>(address: string, read: (screen: Page) => Promise<T>) {
  const context = await scriptlessContext(page(), { viewport: { width: 1280, height: 900 } });
  try {
    const screen = await context.newPage();
    await screen.goto(address);
    return await read(screen);
  } finally {
    await context.close();
  }
}

describe('Products and a product drawn by the server', () => {
  beforeAll(async () => {
    const category = await createCategory('Drawn filters', 'Filters on drawn pages', {
      nameAr: 'فلاتر مرسومة',
    });
    categoryId = category._id;
    filterId = (await addProduct({ ...filter, category: categoryId }))._id;
  });

  it('shows a part added after the server drew the list, once the app runs', async () => {
    const search = '/products?keywords=Drawn+wiper';
    const wiper = 'Drawn wiper blade';
    const drawnBefore = await withoutScripts(search, (screen) =>
      screen.locator('main').innerText(),
    );
    expect(drawnBefore).not.toContain(wiper);
    await addProduct({ ...filter, name: wiper, nameAr: 'مساحة مرسومة', category: categoryId });

    await page().goto(search);
    await page().locator('main').getByRole('link', { name: wiper }).first().waitFor();
  });

  it('says, drawn as live, that the parts of other cars hold what the car has none of', async () => {
    // The filter fits no car: a search for it with a car chosen finds nothing for the car.
    const search = `/products?keywords=${encodeURIComponent('Drawn cabin')}&brand=Toyota&model=Camry&year=2020`;
    const drawn = await withoutScripts(search, async (screen) => {
      const warning = screen.locator('main').getByRole('alert');
      await expect(warning).toContainText(
        'Only the parts for your Toyota Camry 2020 were searched.',
      );
      await warning.getByRole('link', { name: 'Search all cars' }).waitFor();
      return screen.locator('main').innerText();
    });
    await page().goto(search);
    await liveScreen(page());
    await expect.poll(() => page().locator('main').innerText()).toBe(drawn);
  });

  for (const { language, dir, name } of LANGUAGES) {
    it(`shows them before the app runs, and the app takes over the same screen (${language})`, async () => {
      const products = `/products?lang=${language}&keywords=${encodeURIComponent('Drawn cabin')}`;
      const drawn = await withoutScripts(products, async (screen) => {
        expect(
          await screen.evaluate(() => [
            document.documentElement.lang,
            document.documentElement.dir,
          ]),
        ).toEqual([language, dir]);
        await screen.locator('main').getByRole('link', { name }).first().waitFor();
        // Shown, but taking nothing in until the app is live: what is typed would be lost.
        await expect(
          screen.locator('main input').first().fill('Camry', { timeout: 500 }),
        ).rejects.toThrow(/inert/);
        return screen.locator('main').innerText();
      });

      // With scripts, the app draws the same screen over the drawn one, and it is live.
      await page().goto(products);
      await liveScreen(page());
      await expect.poll(() => page().locator('main').innerText()).toBe(drawn);
      await expectAccessible(page(), `Products drawn, then live (${language})`);
      await page().locator('main').getByRole('link', { name }).first().click();
      await page().getByRole('heading', { name, level: 1 }).waitFor();

      // A product's page, drawn too.
      const detail = `/productDetails/${filterId}?lang=${language}`;
      const drawnDetail = await withoutScripts(detail, async (screen) => {
        await screen.getByRole('heading', { name, level: 1 }).waitFor();
        return screen.locator('main').innerText();
      });
      await page().goto(detail);
      await liveScreen(page());
      await expect.poll(() => page().locator('main').innerText()).toBe(drawnDetail);
      await expectAccessible(page(), `A product drawn, then live (${language})`);
    });
  }
});
