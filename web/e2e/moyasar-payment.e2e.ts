import { cardExpiryYears } from '../src/lib/card-expiry-years';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { MoyasarFake } from '../../server/test/support/moyasar-fake';
import { addAddressViaApi } from './support/delivery';
import { expectAccessible } from './support/accessibility';
import { dialogSaying, setupBrowser } from './support/browser';
import {
  addToCartViaApi,
  choosePaymentOption,
  newCustomer,
  newProduct,
  storeSession,
} from './support/shopping';
import { startShop, type RunningShop } from './support/shop-server';
import { expect } from './support/expect';

const { page } = setupBrowser();

/*
 * Paying with PAYMENT_PROVIDER=moyasar, against the local fake of Moyasar's API: a twin of the
 * shop under test (same database and sessions) paying through the fake. The browser sends the
 * card to Moyasar's tokens API; the shop's own server must never see its number.
 */

const CARD = '4111 1111 1111 1111';

let moyasar: MoyasarFake;
let shop: RunningShop;

beforeAll(async () => {
  moyasar = await new MoyasarFake().start();
  shop = await startShop({ ...inject('shopEnv'), ...moyasar.shopEnv('') });
});

afterAll(async () => {
  await shop?.stop();
  await moyasar?.stop();
});

describe('paying through Moyasar', () => {
  it('sends the card to Moyasar from the browser, never to the shop, and the order ends paid', async () => {
    const product = await newProduct('Tokenized brake pads', 185);
    const { token } = await newCustomer();
    await addToCartViaApi(token, product._id, 1);
    await addAddressViaApi(token);
    await storeSession(page(), token);

    // Everything the browser sends to the shop's own origin: URLs and bodies.
    const toShop: string[] = [];
    page().on('request', (request) => {
      if (new URL(request.url()).origin === shop.url) {
        toShop.push(`${request.url()}\n${request.postData() ?? ''}`);
      }
    });

    await page().goto(`${shop.url}/payment`);
    const form = page().locator('form#payment');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Full name').waitFor();
    await expectAccessible(page(), 'Online Payment');
    await field('Full name').fill('Sara Alharbi');
    await field('Phone').fill('+966512345678');
    await field('Name on card').fill('SARA ALHARBI');
    await field('Card number').fill(CARD);
    await field('CVC').fill('123');
    await choosePaymentOption(page(), 'Month', '12');
    await choosePaymentOption(page(), 'Year', String(cardExpiryYears()[1]));
    await page().getByRole('button', { name: 'Payment Now' }).click();

    const created = dialogSaying(page(), 'Order created. Payment is pending.');
    await created.getByRole('button', { name: 'OK' }).click();
    // The fake's 3-D Secure step approves its test card and sends the browser back to the shop.
    await page().waitForURL(/\/payment\/result\?order=\w+$/);
    await page().getByText('Payment successful').waitFor();

    expect(moyasar.tokenRequests).toHaveLength(1);
    expect(moyasar.tokenRequests[0]).toMatchObject({ number: '4111111111111111', cvc: '123' });
    expect(moyasar.creations.at(-1)).toMatchObject({ source: { type: 'token' } });
    expect(toShop.some((request) => request.includes('/api/order/addOrder'))).toBe(true);
    // The digits in any spelling: spaced, URL-encoded spaces, or none.
    const digitsOnly = (text: string) => text.replace(/%20|\+|\s/g, '');
    for (const request of toShop) expect(digitsOnly(request)).not.toContain('4111111111111111');

    const mine = await fetch(`${shop.url}/api/order/myOrders`, { headers: { token } });
    const { orders } = (await mine.json()) as { orders: { paymentStatus: string }[] };
    expect(orders.map((order) => order.paymentStatus)).toEqual(['paid']);
  });
});
