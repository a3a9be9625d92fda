import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { lastMailTo } from './support/accounts';
import { openAsAdmin, tableRow } from './support/admin-screens';
import { baseUrl, setupBrowser } from './support/browser';
import { addProduct, createCategory, getAdminToken, productIdsByName } from './support/catalog';
import { paidOrder } from './support/orders';
import { pickedPng } from './support/pictures';
import { expect } from './support/expect';

const { page } = setupBrowser();

/*
 * Stock and refunds as the admin and the shopper meet them: stock set on the Products screen
 * shows in the shop, and a refund given from the Order screen reaches the shopper by mail, with a
 * credit note the back office downloads and counts in its E-invoicing screen.
 */

describe('stock and refunds', () => {
  it('the admin sets stock on the Products screen; the shop says Out of stock and Only N left', async () => {
    const id = randomBytes(3).toString('hex');
    const category = await createCategory(`Belts ${id}`, 'Belts with counted stock');
    const soldOutName = `Timing belt ${id}`;
    const fewLeft = await addProduct({
      name: `Fan belt ${id}`,
      description: 'Fan belt for the journeys',
      price: 40,
      category: category._id,
      stock: 3,
    });

    await openAsAdmin(page(), '/dashboard/products', 'Products');
    await page().getByLabel('Name', { exact: true }).fill(soldOutName);
    await page().getByLabel('Description', { exact: true }).fill('Timing belt kit');
    await page().getByLabel('Price').fill('260');
    await page().getByLabel('Category', { exact: true }).click();
    await page().keyboard.type(category.name);
    await page().locator('.ant-select-item-option', { hasText: category.name }).click();
    await page().getByLabel('Stock').fill('0');
    await page()
      .locator('input[type="file"]')
      .setInputFiles([pickedPng('kit.png', [90, 90, 90]), pickedPng('box.png', [200, 120, 40])]);
    await page().getByRole('button', { name: 'Add Product' }).click();
    await page().getByText('Product added successfully').waitFor();

    // The shop, as a visitor sees it.
    const visitor = await page().context().browser()!.newContext({ baseURL: baseUrl });
    try {
      const shop = await visitor.newPage();
      await shop.goto(`/productDetails/${(await productIdsByName()).get(soldOutName)!}`);
      await shop.getByText('Out of stock', { exact: true }).waitFor();
      await expect(shop.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
      await expectAccessible(shop, 'Product Details, out of stock');

      await shop.goto(`/productDetails/${fewLeft._id}`);
      await shop.getByText('Only 3 left', { exact: true }).waitFor();
      await expect(shop.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
      await expectAccessible(shop, 'Product Details, a few left');
    } finally {
      await visitor.close();
    }
  });

  it('the admin refunds a paid order from the Order screen after confirming; the shopper is mailed', async () => {
    const phone = `+9665${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;
    const { order, customer } = await paidOrder({ phone, price: 95 });

    await openAsAdmin(page(), '/dashboard/order', 'Order & Payment');
    const row = tableRow(page(), `#${order._id.slice(-8).toUpperCase()}`);
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Expand row' }).click();
    await page()
      .locator('tr.ant-table-expanded-row')
      .getByRole('button', { name: 'Refund' })
      .click();
    const confirm = page()
      .locator('.ant-popover')
      .filter({ hasText: 'Refund the whole amount of this order to its card?' });
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await page().getByText('The order has been refunded.').waitFor();
    await row.getByText('Refunded', { exact: true }).waitFor();

    const mail = await lastMailTo(customer.email, 'refunded');
    expect(mail.subject).toBe(
      `Qitaa Auto Parts: order ${order._id.slice(-8).toUpperCase()} refunded`,
    );
    expect(mail.text).toContain('Your payment of SAR 95.00');

    // The refund issues a credit note (its listener, just after the answer: docs/e-invoicing.md).
    const token = await getAdminToken();
    const creditNoteXml = new URL(`/api/order/allOrders/${order._id}/credit-note.xml`, baseUrl);
    await expect
      .poll(async () => (await fetch(creditNoteXml, { headers: { token } })).status)
      .toBe(200);
    await page().reload();
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page().locator('tr.ant-table-expanded-row');
    const downloads = [
      {
        button: 'Download credit note',
        path: 'credit-note',
        type: 'application/pdf',
        start: '%PDF-',
      },
      { button: 'Credit note XML', path: 'credit-note.xml', type: 'application/xml', start: '<' },
    ];
    for (const { button, path, type, start } of downloads) {
      const [response, download] = await Promise.all([
        page().waitForResponse((answer) =>
          answer.url().endsWith(`/order/allOrders/${order._id}/${path}`),
        ),
        page().waitForEvent('download'),
        details.getByRole('button', { name: button }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(new RegExp(`^${type}`));
      expect((await response.body()).toString('utf8').startsWith(start)).toBe(true);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^CN-\\d{6}\\.${path.endsWith('.xml') ? 'xml' : 'pdf'}$`),
      );
    }
    const xml = await (await fetch(creditNoteXml, { headers: { token } })).text();
    expect(xml).toMatch(/<cbc:InvoiceTypeCode name="0200000">381</);

    // The E-invoicing screen: the journeys' shop stamps with the demo identity, and says so.
    await page().getByRole('link', { name: 'E-invoicing' }).click();
    await page().getByRole('heading', { level: 1, name: 'E-invoicing', exact: true }).waitFor();
    await page().getByText('Demo mode: these invoices are not lawful').waitFor();
    await page().getByText('npm run zatca:onboard -w server -- --otp <OTP>').waitFor();
    // The chain's head is at least this order's invoice and credit note.
    const chain = page().locator('.ant-descriptions-item-content').filter({ hasText: 'ICV' });
    await expect(chain).toHaveText(/^ICV [\d,]+, last hash \S{12}…$/);
    expect(
      Number((await chain.textContent())!.match(/ICV ([\d,]+)/)![1]!.replace(/,/g, '')),
    ).toBeGreaterThanOrEqual(2);
    await page().getByText('Every document has been reported without a remark.').waitFor();
    await expectAccessible(page(), 'E-invoicing');
  });
});
