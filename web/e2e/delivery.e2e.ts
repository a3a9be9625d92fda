import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@shop/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { cardExpiryYears } from '../src/lib/card-expiry-years';
import { ar } from '../src/i18n/ar';
import { ordersAr } from '../src/i18n/sections/orders-ar';
import { expectAccessible } from './support/accessibility';
import { lastMailTo } from './support/accounts';
import { openAsAdmin } from './support/admin-screens';
import { dialogSaying, setupBrowser } from './support/browser';
import { addAddressViaApi, ensureJourneyZones } from './support/delivery';
import { expect } from './support/expect';
import {
  addToCartViaApi,
  choosePaymentOption,
  newCustomer,
  newProduct,
  storeSession,
} from './support/shopping';

const { page } = setupBrowser();

/*
 * Delivery in Saudi Arabia (issue 25), as a shopper and the merchant meet it: a National Address
 * added at checkout, the delivery's fee and days before payment, a card payment and a cash on
 * delivery order, in English and in Arabic; the admin ships with SMSA, and the shopper finds the
 * tracking link in My Orders and in the shipped mail. Riyadh's zone: SAR 25 under SAR 1,000,
 * 1 to 2 days, cash on delivery for SAR 10 more (support/delivery.ts).
 */

interface AddressTexts {
  recipient: string;
  mobile: string;
  building: string;
  street: string;
  district: string;
  city: string;
  postal: string;
  additional: string;
  add: string;
}

const ENGLISH: AddressTexts = {
  recipient: 'Recipient',
  mobile: "Recipient's mobile",
  building: 'Building number',
  street: 'Street',
  district: 'District',
  city: 'City',
  postal: 'Postal code',
  additional: 'Additional number',
  add: 'Add address',
};
const ARABIC: AddressTexts = {
  recipient: ordersAr['delivery.field.recipient'],
  mobile: ordersAr['delivery.field.phone'],
  building: ordersAr['delivery.field.buildingNumber'],
  street: ordersAr['delivery.field.street'],
  district: ordersAr['delivery.field.district'],
  city: ordersAr['delivery.field.city'],
  postal: ordersAr['delivery.field.postalCode'],
  additional: ordersAr['delivery.field.additionalNumber'],
  add: ordersAr['delivery.addAddress'],
};

/** Fills the new address form in place on the payment screen, the city picked from the list. */
async function addAddressAtCheckout(
  p: Page,
  texts: AddressTexts,
  address: { recipient: string; street: string; district: string; city: string },
) {
  const form = p.locator('form#new-address');
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(texts.recipient).fill(address.recipient);
  await field(texts.mobile).fill('0512345678');
  // Typed on an Arabic keyboard: the API takes Arabic-Indic digits.
  await field(texts.building).fill('٢٩٢٩');
  await field(texts.street).fill(address.street);
  await field(texts.district).fill(address.district);
  await field(texts.city).fill(address.city);
  await p
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${address.city}"]`)
    .click();
  await field(texts.postal).fill('12214');
  await field(texts.additional).fill('7654');
  await form.getByRole('button', { name: texts.add }).click();
  await form.waitFor({ state: 'detached' });
}

const summaryRow = (label: string) =>
  page().getByRole('table').getByRole('row').filter({ hasText: label });

async function fillCard(p: Page) {
  const field = (label: string) => p.locator('form#payment').getByLabel(label, { exact: true });
  await field('Full name').fill('Sara Alharbi');
  await field('Phone').fill('+966512345678');
  await field('Name on card').fill('SARA ALHARBI');
  await field('Card number').fill(SANDBOX_CARDS.approved);
  await field('CVC').fill('123');
  await choosePaymentOption(p, 'Month', '12');
  await choosePaymentOption(p, 'Year', String(cardExpiryYears()[1]));
}

const orderCard = (reference: string): Locator =>
  page().getByRole('article', { name: `Order #${reference}` });

describe('delivery in Saudi Arabia', () => {
  it('adds a National Address at checkout, quotes fee and days, pays by card; the admin ships with SMSA and the shopper tracks it', async () => {
    await ensureJourneyZones();
    const productName = `Oil filter ${randomBytes(3).toString('hex')}`;
    const product = await newProduct(productName, 120);
    const { account, token } = await newCustomer();
    await addToCartViaApi(token, product._id, 1);
    await storeSession(page(), token);

    await page().goto('/payment');
    await page().getByText('Add the National Address we deliver to.').waitFor();
    await addAddressAtCheckout(page(), ENGLISH, {
      recipient: 'Sara Alharbi',
      street: 'King Fahd Road',
      district: 'Al Olaya',
      city: 'Riyadh',
    });
    // The address, then what its delivery takes, before any payment.
    await page().getByText('2929 King Fahd Road, Al Olaya').waitFor();
    await page().getByText('Delivery in 1–2 days').waitFor();
    await page().getByText('Free delivery on orders of SAR 1,000.00 or more.').waitFor();
    await summaryRow('Delivery').getByText('SAR 25.00', { exact: true }).waitFor();
    await summaryRow('Total').getByText('SAR 145.00', { exact: true }).waitFor();
    // 145.00 x 0.15 / 1.15
    await summaryRow('VAT included').getByText('SAR 18.91', { exact: true }).waitFor();
    await page().getByRole('radio', { name: 'Cash on delivery (+SAR 10.00)' }).waitFor();
    await expect(page().getByRole('radio', { name: 'Card' })).toBeChecked();
    await expectAccessible(page(), 'Online Payment with a delivery quote');

    await fillCard(page());
    await page().getByRole('button', { name: 'Payment Now' }).click();
    const created = dialogSaying(page(), 'Order created. Payment is pending.');
    await created.getByRole('button', { name: 'OK' }).click();
    await page().getByRole('heading', { name: 'Confirm your payment' }).waitFor();
    await page().getByText('SAR 145.00').waitFor();
    await page().getByRole('button', { name: 'Approve' }).click();
    await page().waitForURL(/\/payment\/result\?order=\w+$/);
    await page().getByText('Payment successful').waitFor();
    const orderId = new URL(page().url()).searchParams.get('order')!;
    const reference = orderId.slice(-8).toUpperCase();

    await page().goto('/myOrders');
    const order = orderCard(reference);
    await order.getByText('Delivery in 1–2 days').waitFor();
    await order.getByText('SAR 25.00', { exact: true }).waitFor();
    await order.getByText('2929 King Fahd Road, Al Olaya').waitFor();
    await order.getByText(/^Expected between /).waitFor();

    // The merchant ships it with SMSA.
    const trackingNumber = `29${Date.now()}`.slice(0, 12);
    await openAsAdmin(page(), `/dashboard/order?search=${reference}`, 'Order & Payment');
    const row = page()
      .getByRole('row')
      .filter({ hasText: `#${reference}` });
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page().locator('tr.ant-table-expanded-row');
    await details.getByText('SAR 25.00 · Delivery in 1–2 days').waitFor();
    await expect(details.getByLabel('Carrier')).toBeVisible();
    await details.getByLabel('Tracking number').fill(trackingNumber);
    await details.getByRole('button', { name: 'Ship' }).click();
    // It asks first, naming the carrier and the number.
    const confirm = page()
      .locator('.ant-popover')
      .filter({ hasText: `Ship this order with SMSA, tracking number ${trackingNumber}?` });
    await confirm.getByRole('button', { name: 'Ship' }).click();
    await page().getByText('The order has been shipped.').waitFor();
    await row.getByText('Shipped', { exact: true }).waitFor();

    // The shopper finds the tracking link in My Orders, and in the shipped mail.
    await storeSession(page(), token);
    await page().goto('/myOrders');
    const track = order.getByRole('link', { name: 'Track with SMSA' });
    await track.waitFor();
    const trackingUrl = (await track.getAttribute('href'))!;
    expect(trackingUrl).toContain(trackingNumber);
    expect(new URL(trackingUrl).protocol).toBe('https:');
    await order.getByText(trackingNumber, { exact: true }).waitFor();
    await order.getByText(/^Shipped on /).waitFor();
    const mail = await lastMailTo(account.email, 'shipped');
    expect(mail.text).toContain(trackingNumber);
    expect(mail.text).toContain(trackingUrl);
    await expectAccessible(page(), 'My Orders with a tracked parcel');
  });

  it('in Arabic: says a city is not served, adds an address at checkout and orders cash on delivery', async () => {
    await ensureJourneyZones();
    const productName = `Wiper ${randomBytes(3).toString('hex')}`;
    const product = await newProduct(productName, 80);
    const { token } = await newCustomer();
    await addToCartViaApi(token, product._id, 1);
    // Tabuk is in no zone: the screen says so before payment, naming the city in Arabic.
    await addAddressViaApi(token, {
      recipient: 'سارة الحربي',
      phone: '+966512345678',
      buildingNumber: '1111',
      street: 'طريق الأمير سلطان',
      district: 'المروج',
      city: 'Tabuk',
      postalCode: '47311',
      additionalNumber: '2222',
    });
    await storeSession(page(), token);
    await page().addInitScript(() => localStorage.setItem('lang', 'ar'));

    await page().goto('/payment');
    await page().getByText('لا نوصّل الطلبات إلى تبوك حالياً.').first().waitFor();
    // Payment Now stays off, the reason above it.
    const pay = page().getByRole('button', { name: ar['payment.submit'] });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription('لا نوصّل الطلبات إلى تبوك حالياً.');

    await page().getByRole('button', { name: ordersAr['addresses.add'] }).click();
    await addAddressAtCheckout(page(), ARABIC, {
      recipient: 'سارة الحربي',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
    });
    await page().getByText('التوصيل خلال يوم إلى يومين').waitFor();
    const cash = page().getByRole('radio', { name: /^الدفع عند الاستلام/ });
    await cash.check();
    await expect(page().getByLabel(ar['payment.cardNumber'], { exact: true })).toHaveCount(0);
    await summaryRow(ordersAr['checkout.codFee']).waitFor();
    await expectAccessible(page(), 'Online Payment, cash on delivery, in Arabic');

    const form = page().locator('form#payment');
    await form.getByLabel(ar['payment.fullName'], { exact: true }).fill('سارة الحربي');
    await form.getByLabel(ar['payment.phone'], { exact: true }).fill('+966512345678');
    await page().getByRole('button', { name: ordersAr['checkout.placeOrder'] }).click();
    const placed = dialogSaying(page(), ordersAr['checkout.codPlaced']);
    await placed.getByRole('button', { name: ar['common.ok'] }).click();
    await page().waitForURL(/\/myOrders\?order=\w+$/);
    const order = page().locator('article[aria-current="true"]');
    await order.getByText(ordersAr['delivery.cashOnDelivery'], { exact: true }).waitFor();
    await order.getByText('الرياض').first().waitFor();
  });
});
