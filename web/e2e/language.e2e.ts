import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { setupBrowser } from './support/browser';
import { expect } from './support/expect';

const { page } = setupBrowser();

const documentDirection = () =>
  page().evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  }));

describe('language', () => {
  it('switches the whole shop to Arabic, right to left, and keeps it after a reload', async () => {
    await page().goto('/about');
    await expect.poll(documentDirection).toEqual({ dir: 'ltr', lang: 'en' });

    await page().getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();

    await expect.poll(documentDirection).toEqual({ dir: 'rtl', lang: 'ar' });
    await page().getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();
    // The header really is mirrored: the brand now sits on the right of the cart.
    const brand = await page()
      .getByRole('banner')
      .getByRole('link', { name: /قطع/ })
      .first()
      .boundingBox();
    const cart = await page().getByRole('link', { name: 'السلة' }).boundingBox();
    expect(brand!.x).toBeGreaterThan(cart!.x);

    await page().reload();
    await expect.poll(documentDirection).toEqual({ dir: 'rtl', lang: 'ar' });
    await page().getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();
    await expectAccessible(page(), 'About in Arabic');
  });
});
