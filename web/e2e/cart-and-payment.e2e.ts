import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@shop/shared';
import { cardExpiryYears } from '../src/lib/card-expiry-years';
import { ar } from '../src/i18n/ar';
import { en, type Dictionary } from '../src/i18n/en';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { lastMailTo } from './support/accounts';
import { dialogSaying, setupBrowser, urlOf } from './support/browser';
import { addAddressViaApi } from './support/delivery';
import { expect } from './support/expect';
import {
  addToCartViaApi,
  choosePaymentOption,
  createPackage,
  newCustomer,
  newProduct,
  storeSession,
} from './support/shopping';

const { page } = setupBrowser();

/*
 * A shopper's way from the catalog to a paid order: filling the cart and changing it, paying by
 * card through the card issuer's 3-D Secure step, and what the cart and My Orders say after.
 * Each journey has a customer and products of its own.
 */

const header = () => page().getByRole('banner');
/** The header's cart link, by what it says: 'Cart', or 'Cart (1 item)', 'Cart (3 items)'. */
const headerCart = (count?: number) =>
  header()
    .getByRole('link', {
      name: count ? `Cart (${count} ${count === 1 ? 'item' : 'items'})` : 'Cart',
      exact: true,
    })
    .first();
const cartLine = (name: string) => page().getByRole('listitem', { name, exact: true });
const dialog = (text: string) => dialogSaying(page(), text);

async function logIn(email: string, password: string) {
  await page().goto('/login');
  await page().getByLabel('Email').fill(email);
  await page().getByLabel('Password', { exact: true }).fill(password);
  await page().getByRole('button', { name: 'Login' }).click();
  await page().waitForURL(urlOf('/'));
}

/** The payment form (antd names it by its id), where its fields are looked up. */
const paymentForm = () => page().locator('form#payment');

async function fillPayment(cardNumber: string) {
  const field = (label: string) => paymentForm().getByLabel(label, { exact: true });
  await field('Full name').fill('Sara Alharbi');
  await field('Phone').fill('+966512345678');
  await field('Name on card').fill('SARA ALHARBI');
  await field('Card number').fill(cardNumber);
  await field('CVC').fill('123');
  await choosePaymentOption(page(), 'Month', '12');
  await choosePaymentOption(page(), 'Year', String(cardExpiryYears()[1]));
}

/** Payment Now, the success popup, then the card issuer's 3-D Secure page and its answer. */
async function payAndAnswer(answer: 'Approve' | 'Decline', amount: string, last4: string) {
  await page().getByRole('button', { name: 'Payment Now' }).click();
  const success = dialog('Order created. Payment is pending.');
  await success.waitFor();
  await success.getByRole('button', { name: 'OK' }).click();

  await page().getByRole('heading', { name: 'Confirm your payment' }).waitFor();
  await expect(page()).toHaveURL(/\/api\/payment\/sandbox\//);
  await page().getByText('Qitaa Auto Parts', { exact: true }).waitFor();
  await page().getByText(amount).waitFor();
  await page().getByText(`•••• ${last4}`).waitFor();
  await page().getByRole('button', { name: answer }).click();
  await page().waitForURL(/\/payment\/result\?order=\w+$/);
}

/**
 * Pays the cart again with the approved card, then finds the product's two orders in My Orders:
 * the new one paid, and nothing left to pay again. Answers the orders, newest first.
 */
async function payAgainApproved(productName: string, amount: string) {
  await fillPayment(SANDBOX_CARDS.approved);
  await payAndAnswer('Approve', amount, '1111');
  await page().getByText('Payment successful').waitFor();
  await page().getByRole('link', { name: 'View the order in My Orders' }).click();
  await page().getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
  const orders = page().getByRole('article').filter({ hasText: productName });
  await expect(orders).toHaveCount(2);
  await orders.first().getByText('Paid', { exact: true }).waitFor();
  await expect(page().getByRole('button', { name: 'Pay again' })).toHaveCount(0);
  return orders;
}

/**
 * At a phone's width, the payment result's actions (wrapped on several rows) are centred as its
 * title and text are: on each row, as much room before the first as after the last.
 */
async function expectResultActionsCentred(texts: Dictionary) {
  await page().setViewportSize({ width: 390, height: 900 });
  // The title spans the result's width, its text centred in it.
  const title = (await page()
    .getByText(texts['payment.result.failed'], { exact: true })
    .boundingBox())!;
  const actions = [
    page().getByRole('link', { name: texts['payment.result.backToCart'] }),
    page().getByRole('link', { name: texts['payment.result.viewOrder'] }),
    page().getByRole('link', { name: texts['payment.result.continueShopping'] }),
  ];
  const boxes = await Promise.all(actions.map(async (action) => (await action.boundingBox())!));
  const rows = new Map<number, { start: number; end: number }>();
  for (const box of boxes) {
    const row = rows.get(Math.round(box.y)) ?? { start: Infinity, end: -Infinity };
    rows.set(Math.round(box.y), {
      start: Math.min(row.start, box.x),
      end: Math.max(row.end, box.x + box.width),
    });
  }
  expect(rows.size).toBeGreaterThan(1);
  for (const { start, end } of rows.values()) {
    expect(Math.abs(start - title.x - (title.x + title.width - end))).toBeLessThan(2);
  }
  await expectAccessible(page(), 'Payment result, failed, at 390 px');
  await page().setViewportSize({ width: 1280, height: 900 });
}

/** A customer whose cart holds one product, with a saved address, on the cart screen. */
async function customerWithCart(productName: string, price: number, quantity: number) {
  const product = await newProduct(productName, price);
  const { account, token } = await newCustomer();
  await addToCartViaApi(token, product._id, quantity);
  // Delivered free to Makkah: the amounts are the items' (delivery.e2e.ts is about fees).
  await addAddressViaApi(token);
  await storeSession(page(), token);
  await page().goto('/cart');
  await cartLine(productName).waitFor();
  return account;
}

describe('cart and payment', () => {
  it('fills the cart from the products list and a package page, then changes and empties lines', async () => {
    const id = randomBytes(3).toString('hex');
    const filterName = `Filter ${id}`;
    const serviceName = `Service ${id}`;
    const filter = await newProduct(filterName, 45.5);
    const plug = await newProduct(`Plug ${id}`, 30);
    const service = await createPackage({
      name: serviceName,
      description: 'Oil, filter and plugs at 10,000 km',
      price: 380,
      mileage: 10000,
      productIds: [filter._id, plug._id],
    });
    const { account } = await newCustomer();
    await logIn(account.email, account.password);
    await headerCart().waitFor();

    // A product from the products list.
    await page().goto('/products');
    await page()
      .getByRole('region', { name: 'All Products', exact: true })
      .getByRole('listitem')
      .filter({ has: page().getByRole('link', { name: filterName, exact: true }) })
      .getByRole('button', { name: 'Add To Cart' })
      .click();
    await page().getByText('product successfully Added').waitFor();
    await headerCart(1).waitFor();
    await expectAccessible(page(), 'All Products');

    // A package from its detail page.
    await page().goto(`/packageDetails/${service._id}`);
    await page().getByRole('heading', { level: 1, name: serviceName }).waitFor();
    await expectAccessible(page(), 'Package Details');
    await page().getByRole('button', { name: 'Add to Cart' }).click();
    await page().getByText('product successfully Added').waitFor();
    await headerCart(2).waitFor();

    await headerCart(2).click();
    await page().waitForURL(urlOf('/cart'));
    await expect(page()).toHaveTitle('Carts');
    await page().getByRole('heading', { level: 2, name: 'Your Cart (2 items)' }).waitFor();
    const total = page().getByRole('complementary', { name: 'Cart summary' });
    const filterLine = cartLine(filterName);
    const serviceLine = cartLine(serviceName);
    await filterLine.getByText('SAR 45.50', { exact: true }).waitFor();
    await serviceLine.getByText('SAR 380.00', { exact: true }).waitFor();
    await total.getByText('SAR 425.50', { exact: true }).waitFor();
    await expect
      .poll(() => filterLine.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(() => serviceLine.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const minus = (line: typeof filterLine) =>
      line.getByRole('button', { name: 'Decrease quantity' });
    const plus = (line: typeof filterLine) =>
      line.getByRole('button', { name: 'Increase quantity' });
    await expect(minus(filterLine)).toBeDisabled();
    await expect(minus(serviceLine)).toBeDisabled();
    await expectAccessible(page(), 'Cart');

    // Plus, then minus: line price, total and counts follow.
    await plus(filterLine).click();
    await page().getByRole('heading', { level: 2, name: 'Your Cart (3 items)' }).waitFor();
    await filterLine.getByText('SAR 91.00', { exact: true }).waitFor();
    await total.getByText('SAR 471.00', { exact: true }).waitFor();
    await headerCart(3).waitFor();
    await expect(minus(filterLine)).toBeEnabled();
    await minus(filterLine).click();
    await page().getByRole('heading', { level: 2, name: 'Your Cart (2 items)' }).waitFor();
    await filterLine.getByText('SAR 45.50', { exact: true }).waitFor();
    await total.getByText('SAR 425.50', { exact: true }).waitFor();
    await expect(minus(filterLine)).toBeDisabled();

    await plus(serviceLine).click();
    await serviceLine.getByText('SAR 760.00', { exact: true }).waitFor();
    await total.getByText('SAR 805.50', { exact: true }).waitFor();
    await headerCart(3).waitFor();

    // Remove, after the confirmation.
    await filterLine.getByRole('button', { name: 'Remove' }).click();
    const confirm = dialog('Are you sure?');
    await confirm.getByText("You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    const done = dialog('Item(s) removed from cart successfully.');
    await done.waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await filterLine.waitFor({ state: 'detached' });
    await page().getByRole('heading', { level: 2, name: 'Your Cart (2 items)' }).waitFor();
    await total.getByText('SAR 760.00', { exact: true }).waitFor();
    await headerCart(2).waitFor();

    // The cart is the server's: a reload shows the same.
    await page().reload();
    await serviceLine.getByText('SAR 760.00', { exact: true }).waitFor();
    await expect(filterLine).toHaveCount(0);
  });

  it('pays with the approved card through 3-D Secure: paid, the cart emptied, the order in My Orders', async () => {
    const productName = `Brake pads ${randomBytes(3).toString('hex')}`;
    const customer = await customerWithCart(productName, 165.15, 2);
    await headerCart(2).waitFor();

    await page().getByRole('button', { name: 'Order Now' }).click();
    await page().waitForURL(urlOf('/payment'));
    await page().getByRole('heading', { level: 1, name: 'Online Payment' }).waitFor();
    const table = page().getByRole('table');
    await table
      .getByRole('row')
      .filter({ hasText: productName })
      .getByText('SAR 330.30', { exact: true })
      .waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: 'Total' })
      .getByText('SAR 330.30', { exact: true })
      .waitFor();
    // 330.30 x 0.15 / 1.15
    await table
      .getByRole('row')
      .filter({ hasText: 'VAT included (15%)' })
      .getByText('SAR 43.08', { exact: true })
      .waitFor();

    // The documented checks come first, as popups.
    await page().getByRole('button', { name: 'Payment Now' }).click();
    const refused = dialog('Please enter a valid phone number starting with + and country code.');
    await refused.waitFor();
    await refused.getByRole('button', { name: 'OK' }).click();
    await refused.waitFor({ state: 'detached' });

    await fillPayment(SANDBOX_CARDS.approved);
    await payAndAnswer('Approve', 'SAR 330.30', '1111');

    await page().getByText('Payment successful').waitFor();
    await page().getByText(productName).waitFor();
    // Where it goes and when, as My Orders says it.
    await page().getByText('1234 King Fahd Road, Al Rawdah').waitFor();
    await page()
      .getByText(/^Delivery in \d/)
      .waitFor();
    await page()
      .getByText(/^Expected between /)
      .waitFor();
    await headerCart().waitFor();
    await expect(header().getByRole('link', { name: /^Cart \(/ })).toHaveCount(0);

    await page().getByRole('link', { name: 'View the order in My Orders' }).click();
    await page().getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const order = page().locator('article[aria-current="true"]');
    await order.getByText('Paid', { exact: true }).waitFor();
    await order.getByText('Pending', { exact: true }).waitFor();
    await expect(order).toContainText(`${productName} × 2`);
    // The line and the total: the same amount twice.
    await order.getByText('SAR 330.30', { exact: true }).first().waitFor();
    await order.getByText('VISA •••• 1111').waitFor();
    await order.getByText('1234 King Fahd Road, Al Rawdah').waitFor();

    // The paid order's tax invoice downloads as a PDF named after its number.
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      order.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // The confirmation mail, at the shop's SMTP server, carries the same invoice.
    const mail = await lastMailTo(customer.email, 'confirmed');
    expect(mail.text).toContain(`${productName}`);
    expect(mail.attachments).toEqual([
      { filename: download.suggestedFilename(), contentType: 'application/pdf' },
    ]);

    await headerCart().click();
    await page().getByText('Your cart is empty!').waitFor();
  });

  it('ends on a failed payment with the declined card: the cart keeps its items, My Orders says Failed and pays again', async () => {
    const productName = `Wiper blades ${randomBytes(3).toString('hex')}`;
    await customerWithCart(productName, 59, 1);
    await page().getByRole('button', { name: 'Order Now' }).click();
    await page().getByRole('button', { name: 'Payment Now' }).waitFor();

    await fillPayment(SANDBOX_CARDS.declined);
    await payAndAnswer('Approve', 'SAR 59.00', '0002');

    await page().getByText('Payment failed').waitFor();
    await headerCart(1).waitFor();
    // Its address, but no delivery promised.
    await page().getByText('1234 King Fahd Road, Al Rawdah').waitFor();
    await expect(page().getByText(/^Delivery in /)).toHaveCount(0);
    await expectResultActionsCentred(en);
    // The same in Arabic, from the other side.
    await page().evaluate(() => localStorage.setItem('lang', 'ar'));
    await page().reload();
    await page().getByText(ar['payment.result.failed'], { exact: true }).waitFor();
    await expectResultActionsCentred(ar);
    await page().evaluate(() => localStorage.setItem('lang', 'en'));
    await page().reload();
    await page().getByText('Payment failed').waitFor();
    await page().getByRole('link', { name: 'Back to cart to try again' }).click();
    await page().waitForURL(urlOf('/cart'));
    await cartLine(productName).getByText('SAR 59.00', { exact: true }).waitFor();

    await header().getByRole('link', { name: 'My Orders' }).click();
    await page().getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const order = page().getByRole('article').filter({ hasText: productName });
    await order.getByText('Failed', { exact: true }).waitFor();
    await order.getByText('VISA •••• 0002').waitFor();

    // Pay again: a new payment of the same cart, which then succeeds.
    await order.getByRole('button', { name: 'Pay again' }).click();
    await page().getByRole('button', { name: 'Payment Now' }).waitFor();
    await payAgainApproved(productName, 'SAR 59.00');
  });

  it('leaves the 3-D Secure page with Back: the payment reads not completed, never failed, and is paid again', async () => {
    const productName = `Spark plugs ${randomBytes(3).toString('hex')}`;
    await customerWithCart(productName, 48, 1);
    await page().getByRole('button', { name: 'Order Now' }).click();
    await page().getByRole('button', { name: 'Payment Now' }).waitFor();
    await fillPayment(SANDBOX_CARDS.approved);
    await page().getByRole('button', { name: 'Payment Now' }).click();
    const success = dialog('Order created. Payment is pending.');
    await success.waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    await page().getByRole('heading', { name: 'Confirm your payment' }).waitFor();
    const paymentId = new URL(page().url()).pathname.split('/').pop()!;

    // Back to the shop without answering the card issuer.
    await page().goBack();
    await page().waitForURL(urlOf('/payment'));
    await header().getByRole('link', { name: 'My Orders' }).click();
    const order = page().getByRole('article').filter({ hasText: productName });
    await order.getByText('Pending payment', { exact: true }).waitFor();
    await order
      .getByText('The payment was not completed. Your cart still holds its items.')
      .waitFor();
    await expect(order.getByText('Failed', { exact: true })).toHaveCount(0);

    // The shop's return reached without the cardholder's answer says the same, in full.
    await page().goto(`/api/payment/callback?id=${paymentId}`);
    await page().waitForURL(/\/payment\/result\?order=\w+$/);
    await page().getByText('Payment not completed', { exact: true }).waitFor();
    await expect(page().getByText('Payment failed')).toHaveCount(0);
    await expectAccessible(page(), 'Payment result, not completed');

    // Pay again: the same cart, a new order, paid; the first attempt reads not completed.
    await page().getByRole('button', { name: 'Pay again' }).click();
    await page().waitForURL(urlOf('/payment'));
    const orders = await payAgainApproved(productName, 'SAR 48.00');
    await orders.last().getByText('Not completed', { exact: true }).waitFor();
    await expect(page().getByText('Failed', { exact: true })).toHaveCount(0);
  });
});
