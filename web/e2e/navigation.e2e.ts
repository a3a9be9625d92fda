import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { urlOf, setupBrowser } from './support/browser';
import { expect } from './support/expect';

const { page } = setupBrowser();

const mainNav = () => page().getByRole('navigation', { name: 'Main navigation' });

/** Leaves a mark on the loaded page: it survives in-app navigation but not a page load. */
const markPage = () => page().evaluate(() => Object.assign(window, { shopTestMark: true }));
const isPageMarked = () => page().evaluate(() => 'shopTestMark' in window);

describe('navigation', () => {
  it('opens About, Contact and How to Order in place', async () => {
    await page().goto('/');
    await markPage();

    await mainNav().getByRole('link', { name: 'About' }).click();
    await page().getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await expect(page()).toHaveURL(urlOf('/about'));
    await expect(page()).toHaveTitle('About Us');
    await expectAccessible(page(), 'About');

    await mainNav().getByRole('link', { name: 'Contact' }).click();
    await page().getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    const contact = page().getByRole('main');
    await contact.getByText('+966 12 345 6789').waitFor({ state: 'visible' });
    await contact.getByText('Jeddah, Saudi Arabia').waitFor({ state: 'visible' });
    await contact.getByText('8:00-5:00').waitFor({ state: 'visible' });
    await expectAccessible(page(), 'Contact');

    await mainNav().getByRole('link', { name: 'How to Order' }).click();
    await page().getByRole('heading', { level: 1, name: 'How to Order' }).waitFor();
    await expect(page()).toHaveURL(urlOf('/howtoorder'));
    await expectAccessible(page(), 'How to Order');

    await expect.poll(isPageMarked).toBe(true);
  });

  it('loads the Products page afresh from the server', async () => {
    await page().goto('/about');
    await markPage();
    await Promise.all([
      page().waitForURL(urlOf('/products'), { waitUntil: 'load' }),
      mainNav().getByRole('link', { name: 'Products' }).click(),
    ]);
    await page().getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expect.poll(isPageMarked).toBe(false);
    await expect(page()).toHaveTitle('Products');
  });

  it('loads the Cart page afresh, titled Carts', async () => {
    await page().goto('/');
    await markPage();
    await Promise.all([
      page().waitForURL(urlOf('/cart'), { waitUntil: 'load' }),
      page().getByRole('link', { name: 'Cart' }).click(),
    ]);
    await expect.poll(isPageMarked).toBe(false);
    await expect(page()).toHaveTitle('Carts');
    await page().getByText('Your cart is empty!').waitFor();
    await expectAccessible(page(), 'Cart, empty');
  });

  it('shows the not-found page for an unknown path, and its link goes home', async () => {
    await page().goto('/no-such-page');
    await page().getByText("Oops! The page you're looking for doesn't exist.").waitFor();
    await expectAccessible(page(), 'Not found');
    await page().getByRole('link', { name: 'Go Back to Home' }).click();
    await page().waitForURL(urlOf('/'));
    await page().getByRole('heading', { name: 'How to maintain your warranty?' }).waitFor();
  });

  it('serves the app for a deep link such as /productDetails/x', async () => {
    const response = await page().goto('/productDetails/x');
    expect(response?.status()).toBe(200);
    await page().getByRole('heading', { level: 1, name: 'Product Details' }).waitFor();
    await mainNav().waitFor({ state: 'visible' });
  });

  it('shows the back-to-top button after scrolling, and it goes back up', async () => {
    await page().goto('/about');
    // The page must be long enough to scroll, so wait for the screen's code to have drawn it.
    await page().getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const backToTop = page().getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page().evaluate(() => window.scrollTo(0, 200));
    await backToTop.click();
    await page().waitForFunction(() => window.scrollY === 0);
  });
});
