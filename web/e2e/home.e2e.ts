import { SHOP_NAME } from '@shop/shared';
import { CAROUSEL_INTERVAL_MS } from '../src/config/shop';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { setupBrowser } from './support/browser';
import { expect } from './support/expect';

const { page } = setupBrowser();

describe('home page', () => {
  it("is titled with the shop's name and offers three advertisements", async () => {
    await page().goto('/');
    await page().getByRole('heading', { name: 'How to maintain your warranty?' }).waitFor();
    await expect(page()).toHaveTitle(SHOP_NAME);
    const carousel = page().getByRole('region', { name: 'Offers' });
    await expect(carousel.locator('img')).toHaveCount(3);
    await expectAccessible(page(), 'Home');
  });

  it('advances the advertisements every 3 seconds', async () => {
    await page().goto('/');
    await page().getByRole('region', { name: 'Offers' }).locator('img').first().waitFor();
    // Time two consecutive slide changes in the page itself, away from test-runner delays.
    const intervalMs = await page().evaluate(
      () =>
        new Promise<number>((resolve) => {
          // The advertisement shown is the one whose dot is marked current.
          const activeSlide = () =>
            document.querySelector('[aria-roledescription="carousel"] [aria-current="true"]')
              ?.ariaLabel;
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
