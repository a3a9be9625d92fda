import { randomBytes } from 'node:crypto';
import type { DashboardStatsAnswer, OrdersAnswer } from '@shop/shared';
import { describe, it } from 'vitest';
import { deleteTableRow, openAsAdmin, tableRow } from './support/admin-screens';
import { baseUrl, setupBrowser } from './support/browser';
import { getAdminToken } from './support/catalog';
import { placeOrder } from './support/orders';
import { expect } from './support/expect';

const { page } = setupBrowser();

/*
 * The back office's daily round: the messages visitors sent, the orders to ship, and the
 * figures on the dashboard's index.
 */

/** Reads the API as the admin, to compare the screens with it. */
async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, baseUrl), {
    headers: { token: await getAdminToken() },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const rowOf = (text: string) => tableRow(page(), text);

const deleteRow = (text: string, deletedText: string) => deleteTableRow(page(), text, deletedText);

/** The form field labelled `label` (an antd select) and the value it shows. */
const selectField = (label: string) =>
  page()
    .locator('.ant-form-item')
    .filter({ has: page().getByLabel(label, { exact: true }) });
const shownValue = (label: string) => selectField(label).locator('.ant-select-selection-item');

async function choose(label: string, option: string) {
  await selectField(label).locator('.ant-select-selector').click();
  await page()
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`)
    .click();
  await expect(shownValue(label)).toHaveText(option);
}

describe('the back office', () => {
  it('a visitor sends a contact message, and the admin reads and deletes it', async () => {
    const message = `Do you have brake pads for a 2018 Patrol? (${randomBytes(3).toString('hex')})`;
    await page().goto('/contact');
    const form = page().getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Sara Alharbi');
    await form.getByLabel('Email').fill('sara@example.com');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Submit' }).click();

    const sent = page().getByRole('dialog', { name: 'Message Sent successfully' });
    await sent.waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Name')).toHaveValue('');

    await openAsAdmin(page(), '/dashboard/messages', 'Messages');
    const row = rowOf(message);
    await row.getByText('Sara Alharbi').waitFor();
    await row.getByText('sara@example.com').waitFor();
    await deleteRow(message, 'The message has been deleted.');
  });

  it('the dashboard shows the figures of the API and the chart of the last 30 days', async () => {
    await placeOrder();
    const { stats } = await adminGet<DashboardStatsAnswer>('/dashboard/stats');
    expect(stats.orders).toBeGreaterThan(0);

    await openAsAdmin(page(), '/dashboard', 'Welcome to the dashboard');
    await page().getByRole('link', { name: 'Back to the shop' }).waitFor();
    const figure = (title: string) =>
      page()
        .locator('.ant-statistic')
        .filter({ has: page().getByText(title, { exact: true }) })
        .locator('.ant-statistic-content');
    const count = new Intl.NumberFormat('en-SA');
    await expect(figure('Orders')).toHaveText(count.format(stats.orders));
    await expect(figure('Users')).toHaveText(count.format(stats.users));
    await expect(figure('Products')).toHaveText(count.format(stats.products));
    await expect(figure('Awaiting payment')).toHaveText(count.format(stats.pendingOrders));
    await expect(figure('Revenue')).toHaveText(
      new Intl.NumberFormat('en-SA', { style: 'currency', currency: 'SAR' }).format(stats.revenue),
    );

    const chart = page().getByRole('img', { name: /^Orders and revenue per day/ });
    await chart.waitFor();
    await expect(chart.locator('g > title')).toHaveCount(30);
    // Today, the last day, counts the order just placed.
    const today = stats.days.at(-1)!;
    expect(today.orders).toBeGreaterThan(0);
    await expect(chart.locator('g > title').last()).toContainText(
      `Orders: ${count.format(today.orders)},`,
    );
  });

  it('an admin sets an order shipped and paid from its row, then archives it', async () => {
    const phone = `+9665${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;
    const { order, customer } = await placeOrder({ phone, price: 165, quantity: 2 });

    await openAsAdmin(page(), '/dashboard/order', 'Order & Payment');
    // The row of its number, with its customer.
    const number = `#${order._id.slice(-8).toUpperCase()}`;
    const row = rowOf(number);
    await row.getByText('Pending payment').waitFor();
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText('SAR 330.00');

    // What the order holds, under its row.
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page().locator('tr.ant-table-expanded-row');
    await details.getByText('VISA •••• 1111').waitFor();
    await details.getByText(customer.email).waitFor();
    await details.getByText(phone).waitFor();
    await details.getByText(`${order.lines[0]!.name} × 2`).waitFor();

    const formTitle = page().getByRole('heading', { level: 2, name: 'Update Order' });
    await expect(formTitle).toHaveCount(0);
    await row.getByRole('button', { name: 'Update' }).click();
    await formTitle.waitFor();
    await expect(shownValue('Shipping Status')).toHaveText('Pending');
    await expect(shownValue('Payment Status')).toHaveText('Pending payment');

    await choose('Shipping Status', 'Shipped');
    await choose('Payment Status', 'Paid');
    // A payment status set by hand records what happened outside the shop (issue 25).
    await page().getByLabel('Why the payment status changes').fill('Bank transfer received');
    await page().getByRole('button', { name: 'Update Order' }).click();
    await page().getByText('Order updated successfully.').waitFor();
    await formTitle.waitFor({ state: 'detached' });
    await row.getByText('Shipped').waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();

    const { orders } = await adminGet<OrdersAnswer>('/order/allOrders');
    expect(orders.find((candidate) => candidate._id === order._id)).toMatchObject({
      shippingStatus: 'shipped',
      paymentStatus: 'paid',
    });

    // Paid, it has a tax invoice: the delete archives it, and says so first.
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page().getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText('it will be archived, not deleted').waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    const done = page().getByRole('dialog', { name: 'Deleted!' });
    await done.getByText('The order has been archived.').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    const after = await adminGet<OrdersAnswer>('/order/allOrders');
    expect(after.orders.some((candidate) => candidate._id === order._id)).toBe(false);
  });
});
