import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS, SANDBOX_CARDS } from '@shop/shared';
import { cardExpiryYears } from '../src/lib/card-expiry-years';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { expectAccessible } from './support/accessibility';
import { dialogSaying, setupBrowser, urlOf } from './support/browser';
import {
  addProduct,
  createCategory,
  englishOnlyCategoryNames,
  partMakerNames,
} from './support/catalog';
import { MAKKAH_ADDRESS_AR, addAddressViaApi } from './support/delivery';
import { expect } from './support/expect';
import {
  addToCartViaApi,
  choosePaymentOption,
  newCustomer,
  storeSession,
} from './support/shopping';

const { page } = setupBrowser();

/** Screenshots of the Arabic journey, to look at (ignored by git with the other artifacts). */
const SHOTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'arabic');

/**
 * Words in Latin script a screen may show in Arabic: brand names (the car's, the card network's),
 * and the language switch's "English" (a language is named in its own script).
 */
const ALLOWED_LATIN = ['Toyota', 'Camry', 'VISA', 'English'];

/**
 * Latin words left on the screen once the allowed ones, emails and the card's digits are taken
 * out: an Arabic reader should meet none. Categories that other journeys made without an Arabic
 * name are left out too: the sidebar lists every category, and the shop rightly falls back to
 * the English name where no Arabic one exists; so are the makers of parts the filters list,
 * brand names like the cars'.
 */
async function latinWords(allowed: string[] = []): Promise<string[]> {
  const text = await page().locator('body').innerText();
  let rest = text.replace(/\S+@\S+/g, ' ');
  const foreign = [...(await englishOnlyCategoryNames()), ...(await partMakerNames())];
  for (const word of [...foreign, ...ALLOWED_LATIN, ...allowed]) rest = rest.split(word).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/**
 * Screenshots of the current screen at a phone's and a desktop's width, each checked with
 * axe-core (`accessible: false` for a page that is not the shop's, such as the card issuer's).
 */
async function shoot(name: string, { accessible = true } = {}) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page().setViewportSize({ width, height: 900 });
    await page().waitForTimeout(200);
    await page().screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    if (accessible) await expectAccessible(page(), `${name} at ${width} px`);
  }
  await page().setViewportSize({ width: 1280, height: 900 });
}

const inArabic = async (p: Page) => p.addInitScript(() => localStorage.setItem('lang', 'ar'));

describe('a purchase in Arabic', () => {
  it('searches in Arabic, buys, confirms on the 3-D Secure page and finds the order, all in Arabic', async () => {
    const category = await createCategory('Brakes journey', 'Brakes for the Arabic journey', {
      nameAr: 'فرامل الرحلة',
      descriptionAr: 'فرامل لرحلة الشراء بالعربية',
    });
    await addProduct({
      name: 'Ceramic brake pads',
      description: 'Quiet ceramic pads',
      nameAr: 'فحمات فرامل سيراميك',
      descriptionAr: 'فحمات هادئة تدوم طويلاً',
      price: 260,
      category: category._id,
      carDetails: { agency: 'Toyota', model: 'Camry', year: 2020, warranty: true },
    });
    const { account, token } = await newCustomer();
    await storeSession(page(), token);
    await inArabic(page());

    // Search in Arabic from Home: the car named in Arabic.
    await page().goto('/');
    await page().getByRole('tab', { name: ar['search.byVin'] }).click();
    await page().getByLabel(ar['search.keywords']).fill('فحمات تويوتا كامري');
    await page().getByRole('button', { name: ar['search.submit'] }).last().click();
    // The Arabic words travel in the address, as the search's criteria do.
    await page().waitForURL(
      urlOf(`/products?${new URLSearchParams({ keywords: 'فحمات تويوتا كامري' }).toString()}`),
    );
    const card = page().getByRole('heading', { name: 'فحمات فرامل سيراميك' }).first();
    await card.waitFor();
    await expect.poll(latinWords).toEqual([]);
    await shoot('1-search-results');

    // The product page, then the cart.
    await card.click();
    await page().getByRole('heading', { level: 1, name: 'فحمات فرامل سيراميك' }).waitFor();
    await page().getByText('فحمات هادئة تدوم طويلاً').waitFor();
    await expect(page()).toHaveTitle(/فحمات فرامل سيراميك/);
    await expect.poll(latinWords).toEqual([]);
    await shoot('2-product');

    await addToCartViaApi(token, (await productId('فحمات فرامل سيراميك'))!);
    await addAddressViaApi(token, MAKKAH_ADDRESS_AR);
    await page().goto('/cart');
    await page().getByRole('heading', { level: 2, name: 'سلتك (عنصر واحد)' }).waitFor();
    await expect.poll(latinWords).toEqual([]);
    await shoot('3-cart');

    // Payment: a refused phone first, in Arabic.
    await page().getByRole('button', { name: ar['cart.orderNow'] }).click();
    await page().waitForURL(urlOf('/payment'));
    const form = page().locator('form#payment');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(ar['payment.fullName']).fill('سارة الحربي');
    await field(ar['payment.phone']).fill('0512345678');
    await field(ar['payment.nameOnCard']).fill('سارة الحربي');
    await field(ar['payment.cardNumber']).fill(SANDBOX_CARDS.approved);
    await field(ar['payment.cvc']).fill('123');
    await choosePaymentOption(page(), ar['payment.month'], '١٢');
    await choosePaymentOption(page(), ar['payment.year'], formatYearAr(cardExpiryYears()[1]!));
    await page().getByRole('button', { name: ar['payment.submit'] }).click();
    const refusal = dialogSaying(page(), ERRORS.PAYMENT_PHONE_INVALID.ar);
    await refusal.waitFor();
    await expect.poll(() => latinWords([SANDBOX_CARDS.approved])).toEqual([]);
    await shoot('4-payment-refused');
    await refusal.getByRole('button', { name: ar['common.ok'] }).click();

    await field(ar['payment.phone']).fill('+966512345678');
    await page().getByRole('button', { name: ar['payment.submit'] }).click();
    const success = dialogSaying(page(), ar['payment.successTitle']);
    await success.waitFor();
    await success.getByRole('button', { name: ar['common.ok'] }).click();

    // The card issuer's page, in Arabic.
    await page().getByRole('heading', { name: 'تأكيد الدفع' }).waitFor();
    await expect(page()).toHaveURL(/lang=ar/);
    await expect(page().locator('html')).toHaveAttribute('dir', 'rtl');
    // The order's reference (#38D4D3D9, hex digits of its id) is an identifier, like the card's
    // digits: its letters A-F are no English.
    const shownReference = /#([0-9A-F]{8})/;
    await expect
      .poll(async () => {
        const text = await page().locator('body').innerText();
        return latinWords(['1111', ...(shownReference.exec(text)?.slice(1) ?? [])]);
      })
      .toEqual([]);
    // The card issuer's page stands in for a third party's: not the shop's to check.
    await shoot('5-three-d-secure', { accessible: false });
    await page().getByRole('button', { name: 'موافقة' }).click();

    // The result, then My Orders.
    await page().waitForURL(/\/payment\/result\?order=\w+$/);
    await page().getByText('فحمات فرامل سيراميك').first().waitFor();
    // The order's reference is an identifier (hex digits of its id), like the card's digits.
    const reference = new URL(page().url()).searchParams.get('order')!.slice(-8).toUpperCase();
    await expect.poll(() => latinWords([account.email, reference])).toEqual([]);
    await shoot('6-result');

    await page().goto('/myOrders');
    await page().getByText('فحمات فرامل سيراميك').first().waitFor();
    await expect.poll(() => latinWords([reference])).toEqual([]);
    await shoot('7-my-orders');
  });

  it('shows the same screens in English for the screenshots', async () => {
    const { token } = await newCustomer();
    await storeSession(page(), token);
    await page().goto('/products');
    await page().getByRole('article').first().waitFor();
    await shoot('en-products');
  });
});

const formatYearAr = (year: number) =>
  new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(year);

async function productId(nameAr: string): Promise<string | undefined> {
  const response = await fetch(urlOf('/api/product/getAllProducts'));
  const { products } = (await response.json()) as { products: { _id: string; nameAr?: string }[] };
  return products.find((product) => product.nameAr === nameAr)?._id;
}
