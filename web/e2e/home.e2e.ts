import { SHOP_NAME } from '@shop/shared';
import { CAROUSEL_INTERVAL_MS } from '../src/config/shop';
import { describe, expect, it } from 'vitest';
import { settledTitle, setupBrowser } from './support/browser';

const { page } = setupBrowser();

describe('home page', () => {
  it("is titled with the shop's name and offers three advertisements", async () => {
    await page().goto('/');
    await page().getByRole('heading', { name: 'How to maintain your warranty?' }).waitFor();
    expect(await settledTitle(page(), SHOP_NAME)).toBe(SHOP_NAME);
    // The carousel repeats slides at its ends to loop; the real ones are not marked cloned.
    expect(await page().locator('.slick-slide:not(.slick-cloned) img').count()).toBe(3);
  });

  it('advances the advertisements every 3 seconds', async () => {
    await page().goto('/');
    await page().locator('.slick-slide.slick-active').waitFor();
    // Time two consecutive slide changes in the page itself, away from test-runner delays.
    const intervalMs = await page().evaluate(
      () =>
        new Promise<number>((resolve) => {
          const activeSlide = () =>
            document.querySelector('.slick-slide.slick-active')?.getAttribute('data-index');
          const changes: number[] = [];
          let shown = activeSlide();
          const timer = setInterval(() => {
            const now = activeSlide();
            if (now === shown) return;
            shown = now;
            changes.push(performance.now());
            if (changes.length === 2) {
              clearInterval(timer);
              resolve(changes[1]! - changes[0]!);
            }
          }, 20);
        }),
    );
    expect(intervalMs).toBeGreaterThan(CAROUSEL_INTERVAL_MS - 300);
    expect(intervalMs).toBeLessThan(CAROUSEL_INTERVAL_MS + 600);
  });

  it('shows the warranty headline in English and Arabic, and the three badges', async () => {
    await page().goto('/');
    const warranty = page().getByRole('region', { name: 'How to maintain your warranty?' });
    await warranty.getByText('كيف تحافظ على ضمان سيارتك؟').waitFor({ state: 'visible' });
    for (const badge of ['Justified', 'Simplified', 'Certified']) {
      await warranty.getByRole('heading', { level: 3, name: badge }).waitFor({ state: 'visible' });
    }
  });
});
