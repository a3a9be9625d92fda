import { createRequire } from 'node:module';
import mongoose from 'mongoose';
import type { Response } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { liveScreen, setupBrowser, urlOf } from './support/browser';
import { expect } from './support/expect';

/**
 * The storefront with a large catalog: 10,000 products stored directly in the shop's database
 * (as the shop's schema stores them, newest last so they lead the list), then browsed in
 * Chromium. The screens must ask for pages, never for the whole catalog.
 */
const { page } = setupBrowser();

const PRODUCT_COUNT = 10_000;
/** What the products screen may fetch from the API before any scroll. */
const MAX_API_BYTES = 300 * 1024;
const MAX_CARDS = 100;

let connection: mongoose.Connection;
const categoryId = new mongoose.Types.ObjectId();
/** The seeded products' names, newest first, as the list shows them. */
const names: string[] = [];

const nameOf = (index: number) => `Bulk part ${String(index).padStart(5, '0')}`;

/**
 * The server's own keyword-search tokens (from its build), so that products written straight to
 * the database are found by a search as products saved through the API are.
 */
const { productSearchTokens } = createRequire(import.meta.url)(
  '../../server/dist/text/search-tokens.js',
) as { productSearchTokens: (product: { name: string; description: string }) => string[] };

beforeAll(async () => {
  connection = await mongoose.createConnection(inject('databaseUri')).asPromise();
  const db = connection.db!;
  const now = Date.now();
  await db.collection('categories').insertOne({
    _id: categoryId,
    name: 'Bulk parts',
    description: 'Seeded for the paging journey',
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  const products = Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    // Later than anything else the journeys create, one millisecond apart.
    const at = new Date(now + 60_000 + index);
    const name = nameOf(index);
    const description = `Seeded part number ${index} for the paging journey`;
    return {
      name,
      description,
      searchTokens: productSearchTokens({ name, description }),
      price: 10 + (index % 500),
      category: categoryId,
      image: [
        {
          secure_url: urlOf(`/logo.svg?part=${index}`),
          thumb_url: urlOf(`/logo.svg?part=${index}&size=thumb`),
          detail_url: urlOf(`/logo.svg?part=${index}&size=detail`),
          key: `products/bulk-${index}.svg`,
        },
      ],
      isForSpecificCar: false,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let at = 0; at < products.length; at += 1000) {
    await db.collection('products').insertMany(products.slice(at, at + 1000));
  }
  for (let index = PRODUCT_COUNT - 1; index >= 0; index--) names.push(nameOf(index));
}, 120_000);

afterAll(async () => {
  await connection?.db?.collection('products').deleteMany({ category: categoryId });
  await connection?.db?.collection('categories').deleteOne({ _id: categoryId });
  await connection?.close();
});

/** The one list the products screen shows, by its title. */
const list = (title: string) => page().getByRole('region', { name: title, exact: true });
/** The cards of a list (the pages below it are list items too). */
const cardsOf = (title: string) => list(title).locator('ul').first().locator(':scope > li');
/** The names on the cards of the list shown, in order. */
const cardNames = (title: string) => list(title).getByRole('heading', { level: 3 });

describe('the storefront with 10,000 products', () => {
  it('opens Products with one page of cards and a small API transfer', async () => {
    const apiAnswers: Response[] = [];
    page().on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response);
    });
    await page().goto('/products');
    await list('All Products').getByRole('link', { name: names[0] }).waitFor();
    await page().waitForLoadState('networkidle');

    const bytes = (await Promise.all(apiAnswers.map((answer) => answer.body()))).reduce(
      (sum, body) => sum + body.length,
      0,
    );
    expect(bytes).toBeLessThan(MAX_API_BYTES);
    expect(apiAnswers.map((answer) => new URL(answer.url()).pathname)).not.toContain(
      '/api/package/allPackages',
    );
    const listCall = apiAnswers.find((answer) =>
      answer.url().includes('/api/product/getAllProducts'),
    );
    expect(new URL(listCall!.url()).searchParams.get('page')).toBe('1');

    const cards = await cardsOf('All Products').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThan(MAX_CARDS);
    await expect(cardNames('All Products')).toHaveText(names.slice(0, cards));
  });

  it('pages through the list, and Back returns to the same page', async () => {
    await page().goto('/products');
    const pages = page().getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page().waitForURL(urlOf('/products?page=2'));
    const firstOfPage2 = list('All Products').getByRole('heading', { level: 3 }).first();
    await expect(firstOfPage2).not.toHaveText(names[0]!);
    const pageTwo = await cardNames('All Products').allInnerTexts();
    expect(pageTwo[0]).toBe(names[pageTwo.length]);

    // Into a product of page 2 and back: the same page, the same cards.
    // The address changes before the product's screen is drawn, so the journey waits for the
    // screen itself: otherwise Back could find the list still shown and prove nothing.
    await list('All Products').getByRole('link', { name: pageTwo[3] }).click();
    await page().getByRole('heading', { level: 1, name: pageTwo[3] }).waitFor();
    await page().goBack();
    await page().waitForURL(urlOf('/products?page=2'));
    await expect(cardNames('All Products')).toHaveText(pageTwo);

    // A page given in the URL opens directly.
    await page().goto('/products?page=3');
    await list('All Products')
      .getByRole('link', { name: names[pageTwo.length * 2] })
      .waitFor();
  });

  it('pages a category and a search the same way', async () => {
    await page().goto(`/products?category=${categoryId.toHexString()}&page=2`);
    const category = list('Products in The Selected Category');
    await category.getByRole('heading', { level: 3 }).first().waitFor();
    const shown = await cardNames('Products in The Selected Category').allInnerTexts();
    expect(shown[0]).toBe(names[shown.length]);

    // The header's search box, on every page, leads to the results.
    await page().goto('/about');
    // The screen first: the box keeps what is typed once the page has settled.
    await page().getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page().getByRole('searchbox', { name: 'Search parts' }).fill('Bulk part 09990');
    await page().getByRole('searchbox', { name: 'Search parts' }).press('Enter');
    await page().waitForURL(urlOf('/products?keywords=Bulk+part+09990'));
    await list('Products For Your Search').getByRole('link', { name: 'Bulk part 09990' }).waitFor();
  });

  it('gives the card pictures the small copies the API names, below the fold loaded lazily', async () => {
    const answer = (await (
      await fetch(urlOf('/api/product/getAllProducts?page=1&limit=1'))
    ).json()) as { products: { image: { thumb_url?: string; detail_url?: string }[] }[] };
    const apiImage = answer.products[0]!.image[0]!;

    await page().goto('/products');
    // The first screenful loads at once (it holds the largest paint); the rest when scrolled to.
    const first = cardsOf('All Products').first().locator('img');
    await first.waitFor({ state: 'attached' });
    await expect(first).toHaveAttribute('loading', 'eager');
    const picture = cardsOf('All Products').nth(10).locator('img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    // The copies are used when the API answers them (the storage makes them), never guessed.
    const expected = apiImage.thumb_url
      ? `${apiImage.thumb_url} 400w, ${apiImage.detail_url} 1000w`
      : null;
    if (expected) {
      await expect(picture).toHaveAttribute('srcset', expected);
      await expect(picture).toHaveAttribute('sizes', /.+/);
    } else {
      await expect(picture).not.toHaveAttribute('srcset');
    }
  });

  it('shows two cards a row on a 390 px phone, within the screen', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto('/products');
    // The server draws the screen for the computer this browser says it is; the app, for its size.
    await liveScreen(page());
    const cards = cardsOf('All Products');
    await cards.first().waitFor();
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    );
    expect(second!.y).toBe(first!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(second!.x + second!.width).toBeLessThanOrEqual(390);
    await expect
      .poll(() => page().evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expectAccessible(page(), 'All Products on a phone');
  });
});
