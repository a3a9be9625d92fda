import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CARDS, type Language } from '@shop/shared';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';
import { adminAr } from '../src/i18n/sections/admin-ar';
import { adminEn } from '../src/i18n/sections/admin-en';
import { formatPrice } from '../src/i18n/format';
import { cardExpiryYears } from '../src/lib/card-expiry-years';
import { expectAccessible } from './support/accessibility';
import { openAsAdmin, pickProduct, tableRow } from './support/admin-screens';
import { dialogSaying, setupBrowser } from './support/browser';
import { getAdminToken } from './support/catalog';
import { addAddressViaApi } from './support/delivery';
import { expect } from './support/expect';
import {
  addToCartViaApi,
  call,
  choosePaymentOption,
  newCustomer,
  newProduct,
  storeSession,
} from './support/shopping';

const { page } = setupBrowser();

/** Screenshots of the promotions' screens, to look at (ignored by git with the other artifacts). */
const SHOTS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'artifacts',
  'promotions',
);

/** The screen at a phone's and a desktop's width, each checked with axe-core. */
async function shoot(name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [390, 1280]) {
    await page().setViewportSize({ width, height: 900 });
    await page().waitForTimeout(200);
    await page().screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    await expectAccessible(page(), `${name} at ${width} px`);
    // Nothing pushed out sideways, in either direction.
    await expect
      .poll(() => page().evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
  }
  await page().setViewportSize({ width: 1280, height: 900 });
}

/** Each language's texts: the dictionary's and the back office's section. */
const DICTIONARIES = { en: { ...en, ...adminEn }, ar: { ...ar, ...adminAr } };

/** The admin adds a 10% coupon on the Coupons screen; answers its code. */
async function adminCreatesCoupon(language: Language): Promise<string> {
  const t = DICTIONARIES[language];
  const code = `J${randomBytes(3).toString('hex').toUpperCase()}`;
  if (language === 'ar') await page().addInitScript(() => localStorage.setItem('lang', 'ar'));
  await openAsAdmin(page(), '/dashboard/coupons', t['admin.nav.coupons']);
  await page().getByLabel(t['admin.coupons.code'], { exact: true }).fill(code);
  await page().getByLabel(t['admin.coupons.value'], { exact: true }).fill('10');
  await page().getByLabel(t['admin.coupons.maxUses'], { exact: true }).fill('5');
  await page().getByRole('button', { name: t['admin.coupons.add'] }).click();
  await tableRow(page(), code).waitFor();
  await shoot(`${language}-admin-coupons`);
  return code;
}

/** The payment form's fields, by their labels in the shopper's language. */
async function fillPayment(language: Language) {
  const t = DICTIONARIES[language];
  const form = page().locator('form#payment');
  const field = (key: keyof typeof en) => form.getByLabel(t[key], { exact: true });
  await field('payment.fullName').fill('Sara Alharbi');
  await field('payment.phone').fill('+966512345678');
  await field('payment.nameOnCard').fill('SARA ALHARBI');
  await field('payment.cardNumber').fill(SANDBOX_CARDS.approved);
  await field('payment.cvc').fill('123');
  const year = cardExpiryYears()[1]!;
  await choosePaymentOption(page(), t['payment.month'], language === 'ar' ? '١٢' : '12');
  await choosePaymentOption(
    page(),
    t['payment.year'],
    language === 'ar'
      ? new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(year)
      : String(year),
  );
}

async function pdfText(token: string, orderId: string): Promise<string> {
  const answer = await page().request.get(`/api/order/myOrders/${orderId}/invoice`, {
    headers: { token },
  });
  expect(answer.status()).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await answer.body()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function journey(language: Language, p: () => Page = page) {
  const t = DICTIONARIES[language];
  const price = (amount: number) => formatPrice(amount, language);
  const code = await adminCreatesCoupon(language);

  const productName = `Pads ${randomBytes(3).toString('hex')}`;
  const product = await newProduct(productName, 99.99);
  const { token } = await newCustomer();
  await addToCartViaApi(token, product._id, 1);
  // Delivered free to Makkah: the amounts are the items' (delivery.e2e.ts is about fees).
  await addAddressViaApi(token);
  await storeSession(p(), token);
  await p().goto('/cart');
  const summary = p().getByRole('complementary', { name: t['cart.summary'] });
  const field = summary.getByRole('textbox', { name: t['coupon.label'] });

  // A code that does not exist says so in the shopper's language.
  await field.fill('NO-SUCH-CODE');
  await summary.getByRole('button', { name: t['coupon.apply'] }).click();
  const unknown = language === 'ar' ? 'رمز القسيمة غير موجود.' : 'This coupon code does not exist.';
  await summary.getByRole('alert').getByText(unknown).waitFor();

  // The merchant's code, typed in small letters: 10% of 99.99 is 10.00.
  await field.fill(code.toLowerCase());
  await summary.getByRole('button', { name: t['coupon.apply'] }).click();
  const label = language === 'ar' ? `قسيمة ${code}` : `Coupon ${code}`;
  await summary.getByText(label, { exact: true }).waitFor();
  await summary.getByText(`−${price(10)}`, { exact: true }).waitFor();
  await summary.getByText(price(89.99), { exact: true }).waitFor();
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await shoot(`${language}-cart-with-coupon`);

  await p().getByRole('button', { name: t['cart.orderNow'] }).click();
  await p().getByRole('heading', { level: 1, name: t['page.payment'] }).waitFor();
  const table = p().getByRole('table');
  await table
    .getByRole('row')
    .filter({ hasText: t['payment.total'] })
    .getByText(price(89.99), { exact: true })
    .first()
    .waitFor();
  await p().getByText(label, { exact: true }).waitFor();
  await shoot(`${language}-payment-with-coupon`);

  await fillPayment(language);
  await p().getByRole('button', { name: t['payment.submit'] }).click();
  const placed = dialogSaying(p(), t['payment.successTitle']);
  await placed.waitFor();
  await placed.getByRole('button', { name: t['common.ok'] }).click();
  await p().waitForURL(/\/api\/payment\/sandbox\//);
  await p()
    .getByRole('button', { name: language === 'ar' ? 'موافقة' : 'Approve' })
    .click();
  await p().waitForURL(/\/payment\/result\?order=\w+$/);
  const orderId = new URL(p().url()).searchParams.get('order')!;

  // The tax invoice states the discount and the total paid.
  await expect
    .poll(() => pdfText(token, orderId).catch(() => ''), { timeout: 30_000 })
    .toContain(code);
  const text = await pdfText(token, orderId);
  expect(text).toMatch(/10\.00/);
  expect(text).toMatch(/89\.99/);

  // The back office counts the use and the discount given.
  await openAsAdmin(p(), '/dashboard/coupons', t['admin.nav.coupons']);
  const row = tableRow(p(), code);
  await row.getByText(price(10), { exact: true }).waitFor();
}

describe('a coupon from the back office to a paid order', () => {
  it('in English: the admin adds it, the shopper applies it, sees the discount and pays', async () => {
    await journey('en');
  });

  it("in Arabic: the same, the refusal and the discount's label in Arabic", async () => {
    await journey('ar');
  });
});

describe('a coupon paused after the shopper applied it', () => {
  it.each(['en', 'ar'] as const)(
    'the cart says why beside Remove, across the box, and keeps Order Now off until it is removed (%s)',
    async (language) => {
      const t = DICTIONARIES[language];
      const code = `P${randomBytes(3).toString('hex').toUpperCase()}`;
      const coupon = { code, type: 'percent', value: 10, active: true };
      const json = async (body: unknown) => ({
        headers: { 'content-type': 'application/json', token: await getAdminToken() },
        body: JSON.stringify(body),
      });
      const saved = await call<{ coupon: { _id: string } }>(
        'POST',
        '/coupons',
        await json(coupon),
        201,
      );
      const product = await newProduct(`Oil 5W-30 ${randomBytes(3).toString('hex')}`, 175);
      const { token } = await newCustomer();
      await addToCartViaApi(token, product._id, 1);
      await call(
        'POST',
        '/cart/coupon',
        { headers: { 'content-type': 'application/json', token }, body: JSON.stringify({ code }) },
        201,
      );
      await call(
        'PUT',
        `/coupons/${saved.coupon._id}`,
        await json({ ...coupon, active: false }),
        200,
      );

      await page().addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await storeSession(page(), token);
      await page().goto('/cart');
      const summary = page().getByRole('complementary', { name: t['cart.summary'] });
      const refusal = summary.getByRole('alert');
      await refusal.getByText(t['coupon.noLongerValid']).waitFor();
      const orderNow = summary.getByRole('button', { name: t['cart.orderNow'] });
      await expect(orderNow).toBeDisabled();
      await expect(orderNow).toHaveAccessibleDescription(t['cart.couponNotApplied']);
      for (const width of [1280, 390]) {
        await page().setViewportSize({ width, height: 900 });
        // The reason reads across the coupon field's box, not in the column Remove leaves it.
        const box = (await summary.getByRole('region', { name: t['coupon.label'] }).boundingBox())!;
        const reason = (await refusal.boundingBox())!;
        expect(reason.width).toBeGreaterThan(box.width - 2);
      }
      await shoot(`${language}-cart-coupon-paused`);

      await summary.getByRole('button', { name: t['coupon.remove'] }).click();
      await expect(orderNow).toBeEnabled();
      await expect(summary.getByText(t['cart.couponNotApplied'])).toHaveCount(0);
    },
  );
});

describe('an automatic offer from the back office to a cart', () => {
  it("the admin adds 20% off one product; a shopper's cart shows it without a code", async () => {
    const t = DICTIONARIES.en;
    const price = (amount: number) => formatPrice(amount, 'en');
    const id = randomBytes(3).toString('hex');
    const productName = `Filter ${id}`;
    const product = await newProduct(productName, 50);
    const offerName = `Filters week ${id}`;

    await openAsAdmin(page(), '/dashboard/offers', t['admin.nav.offers']);
    await page().getByLabel(t['admin.offers.name'], { exact: true }).fill(offerName);
    await page().getByLabel(t['admin.offers.nameAr'], { exact: true }).fill(`أسبوع الفلاتر ${id}`);
    await page().getByLabel(t['admin.offers.value'], { exact: true }).fill('20');
    // On this product only: the coupon journeys' carts stay as they are.
    await pickProduct(page(), productName, productName);
    await page().getByRole('button', { name: t['admin.offers.add'] }).click();
    await tableRow(page(), offerName).getByText('20%', { exact: true }).waitFor();
    await shoot('en-admin-offers');

    const { token } = await newCustomer();
    await addToCartViaApi(token, product._id, 1);
    await addAddressViaApi(token);
    await storeSession(page(), token);
    await page().goto('/cart');
    const summary = page().getByRole('complementary', { name: t['cart.summary'] });
    // 20% of 50.00, with no code typed.
    await summary.getByText(offerName, { exact: true }).waitFor();
    await summary.getByText(`−${price(10)}`, { exact: true }).waitFor();
    await summary.getByText(price(40), { exact: true }).waitFor();
    await shoot('en-cart-with-offer');

    // In Arabic, the coupon field beside the offer's line stays inside the summary.
    await page().evaluate(() => localStorage.setItem('lang', 'ar'));
    await page().reload();
    await page()
      .getByRole('complementary', { name: DICTIONARIES.ar['cart.summary'] })
      .getByText(`أسبوع الفلاتر ${id}`, { exact: true })
      .waitFor();
    await shoot('ar-cart-with-offer');
  });
});
