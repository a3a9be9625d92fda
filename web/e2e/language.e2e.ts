import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { scriptlessContext, setupBrowser } from './support/browser';
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

  it("answers Home already drawn in the reader's language, the same screen the app draws", async () => {
    // The reader picks Arabic; the app remembers it for the server too.
    await page().goto('/about');
    await page().getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
    await expect.poll(documentDirection).toEqual({ dir: 'rtl', lang: 'ar' });
    await page().goto('/');
    await page().getByRole('heading', { name: 'اعثر على أفضل عرض باقة لك' }).waitFor();
    const drawnByApp = await page().locator('main').innerText();

    // What a phone shows before the app's code has arrived: the same Home, in Arabic.
    const withoutScripts = await scriptlessContext(page(), {
      storageState: await page().context().storageState(),
    });
    try {
      const before = await withoutScripts.newPage();
      await before.goto('/');
      expect(
        await before.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      expect(await before.locator('main').innerText()).toBe(drawnByApp);
      await before.getByText('قطع غيار عالية الجودة لكل سيارة').waitFor();
      // The account links wait for the app, which knows whether the reader is logged in.
      const accountLinks = (screen: Page) =>
        screen
          .getByRole('navigation', { name: 'الحساب', includeHidden: true })
          .getByRole('link', { includeHidden: true });
      expect(await accountLinks(before).count()).toBeGreaterThan(0);
      for (const link of await accountLinks(before).all())
        expect(await link.isVisible()).toBe(false);
      for (const link of await accountLinks(page()).all())
        expect(await link.isVisible()).toBe(true);
      // Shown, but taking nothing in until the app is live: what is typed would be lost.
      await expect(
        before.locator('main input').first().fill('JTD', { timeout: 500 }),
      ).rejects.toThrow(/inert/);

      // A link that names English wins over the remembered Arabic.
      await before.goto('/?lang=en');
      await before.getByRole('heading', { name: 'Find Your Best Package Offer' }).waitFor();
    } finally {
      await withoutScripts.close();
    }
  });
});
