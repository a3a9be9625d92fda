import type { OrderView } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { button, deleteAndConfirm, findDialog, toastTexts } from '@/test/queries';
import { onePage } from '@/test/admin';
import { invoicePdf } from '@/test/fixtures/orders';
import { renderAt } from '@/test/render';
import { bodiesOf, failure, networkError, onApi, type SentRequest } from '@/test/server';
import { OrdersAdminPage } from './OrdersAdminPage';

const pending: OrderView = {
  _id: '6650f1c2a1b2c3d4e5f6a001',
  lines: [
    {
      kind: 'product',
      itemId: 'p1',
      name: 'Brake pads',
      unitPrice: 100,
      quantity: 2,
      price: 200,
    },
    {
      kind: 'package',
      itemId: 'k1',
      name: 'Minor service',
      unitPrice: 130.3,
      quantity: 1,
      price: 130.3,
    },
  ],
  totalPrice: 330.3,
  vat: 43.08,
  fullname: 'Sara Alharbi',
  phone: '+966501234567',
  shippingAddress: 'King Abdulaziz Road, Jeddah',
  paymentMethod: 'creditcard',
  paymentStatus: 'initiated',
  shippingStatus: 'pending',
  card: { brand: 'visa', last4: '1111' },
  createdAt: '2025-05-12T09:30:00.000Z',
  user: { _id: 'u1', name: 'Sara', email: 'sara@example.com', mobile: '#E5F6A001' },
};
const delivered: OrderView = {
  ...pending,
  _id: '6650f1c2a1b2c3d4e5f6a002',
  lines: [
    { kind: 'product', itemId: 'p2', name: 'Oil filter', unitPrice: 45, quantity: 1, price: 45 },
  ],
  totalPrice: 45,
  vat: 5.87,
  fullname: 'Omar Said',
  phone: '+966551112222',
  paymentStatus: 'paid',
  shippingStatus: 'delivered',
  paidAt: '2025-05-12T09:34:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  user: null,
  invoice: { number: 'INV-000007', issuedAt: '2025-05-12T09:34:00.000Z', qr: 'AQNhYmM=' },
};

const O1 = pending._id;
const renderOrders = () => renderAt('/dashboard/order', <OrdersAdminPage />);
/** The table's row of the order numbered `text`. */
const rowOf = (text: string) =>
  within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText(text).closest('tr')!;
/** Text as a reader sees it: prices are written with no-break spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();
const cellsOf = (text: string) =>
  [...rowOf(text).querySelectorAll('td')].map((cell) => plain(cell.textContent));
const formTitle = () => document.querySelector('h2')?.textContent;

/** The antd select labelled `label`. */
const selectOf = (label: string) =>
  // An open select labels its list of options too.
  screen.getAllByLabelText(label)[0]!.closest('.ant-select')!;
const chosen = (label: string) =>
  selectOf(label).querySelector('.ant-select-selection-item')?.textContent;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(selectOf(label).querySelector('.ant-select-selector')!);
  const item = await waitFor(() => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const found = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].find(
      (candidate) => candidate.textContent === option,
    );
    if (!found) throw new Error(`No option "${option}" is shown`);
    return found;
  });
  fireEvent.click(item);
  await waitFor(() => expect(chosen(label)).toBe(option));
}

const deleteRow = (text: string) => deleteAndConfirm(rowOf(text));

const answerOrders = (orders: OrderView[]) =>
  onApi('GET /order/allOrders', onePage('orders', orders));
const UPDATE_ROUTE = 'PUT /order/updateOreder/:id';
const DELETE_ROUTE = 'DELETE /order/deleteOrder/:id';

describe('admin order screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    lists = answerOrders([pending, delivered]);
  });

  it('lists number, date, customer, payment and shipping status, total price, update, delete', async () => {
    renderOrders();
    await screen.findByText('#E5F6A001');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    // The first column holds the buttons that open a row onto its details.
    expect(headers).toEqual([
      '',
      'Order',
      'Date',
      'Customer',
      'Payment Status',
      'Shipping Status',
      'Total Price',
      'Update',
      'Delete',
    ]);
    expect(cellsOf('#E5F6A001')).toEqual([
      '',
      '#E5F6A001',
      'May 12, 2025, 12:30 PM',
      'Sara',
      'Pending payment',
      'Pending',
      'SAR 330.30',
      'Update',
      'Delete',
    ]);
    expect(cellsOf('#E5F6A002')).toEqual([
      '',
      '#E5F6A002',
      'May 12, 2025, 12:30 PM',
      'Deleted user',
      'Paid',
      'Delivered',
      'SAR 45.00',
      'Update',
      'Delete',
    ]);
  });

  it('asks the server for the search, statuses and days in the URL, and sets them there', async () => {
    renderAt(
      '/dashboard/order?search=%23E5F6&paymentStatus=paid&from=2025-05-01',
      <OrdersAdminPage />,
    );
    await screen.findByText('#E5F6A001');
    expect(lists.map((request) => request.query)).toEqual([
      { page: '1', limit: '20', search: '#E5F6', paymentStatus: 'paid', from: '2025-05-01' },
    ]);
    expect(chosen('Any payment status')).toBe('Paid');

    await choose('Any shipping status', 'Delivered');
    await waitFor(() =>
      expect(screen.getByTestId('location-search').textContent).toBe(
        '?search=%23E5F6&paymentStatus=paid&from=2025-05-01&shippingStatus=delivered',
      ),
    );
    await waitFor(() =>
      expect(lists.at(-1)?.query).toEqual({
        page: '1',
        limit: '20',
        search: '#E5F6',
        paymentStatus: 'paid',
        shippingStatus: 'delivered',
        from: '2025-05-01',
      }),
    );
  });

  it('says No Order Found when there is none', async () => {
    answerOrders([]);
    renderOrders();
    expect(await screen.findByText('No Order Found')).toBeTruthy();
  });

  it('opens a row onto its customer, date, address, lines, VAT and card', async () => {
    renderOrders();
    await screen.findByText('#E5F6A001');
    expect(screen.queryByText('Brake pads')).toBeNull();

    fireEvent.click(rowOf('#E5F6A001').querySelector('button.ant-table-row-expand-icon')!);
    const details = await waitFor(() => {
      const expanded = document.querySelector('tr.ant-table-expanded-row');
      if (!expanded) throw new Error('The row did not open');
      return expanded;
    });
    const field = (label: string) =>
      plain(
        [...details.querySelectorAll('th')].find((th) => th.textContent === label)
          ?.nextElementSibling?.textContent,
      );
    expect(field('Customer')).toBe('Sara sara@example.com');
    expect(field('Date')).toBe('May 12, 2025, 12:30 PM');
    expect(field('Paid at')).toBeUndefined();
    expect(field('Full name')).toBe('Sara Alharbi');
    expect(field('Phone')).toBe('+966501234567');
    expect(field('Shipping address')).toBe('King Abdulaziz Road, Jeddah');
    expect([...details.querySelectorAll('li')].map((li) => plain(li.textContent))).toEqual([
      'Brake pads × 2 – SAR 200.00',
      'Minor service × 1 – SAR 130.30',
    ]);
    expect(field('VAT (included)')).toBe('SAR 43.08');
    expect(field('Card')).toBe('VISA •••• 1111');
  });

  it("names a deleted customer 'Deleted user', and says when a paid order was paid", async () => {
    renderOrders();
    await screen.findByText('#E5F6A002');
    fireEvent.click(rowOf('#E5F6A002').querySelector('button.ant-table-row-expand-icon')!);
    const details = await waitFor(() =>
      document.querySelector<HTMLElement>('tr.ant-table-expanded-row')!,
    );
    expect(within(details).getByText('Deleted user')).toBeTruthy();
    expect(screen.getByText('VISA •••• 4242')).toBeTruthy();
    expect(screen.getByText('Paid at').closest('th')?.nextElementSibling?.textContent).toBe(
      'May 12, 2025, 12:34 PM',
    );
  });

  it('shows the update form only after Update, prefilled with the row, and saves both statuses', async () => {
    const updates = onApi(UPDATE_ROUTE, {
      message: 'Order updated successfully.',
      order: { ...pending, shippingStatus: 'shipped', paymentStatus: 'paid' },
    });
    renderOrders();
    await screen.findByText('#E5F6A001');
    expect(formTitle()).toBeUndefined();
    expect(screen.queryByLabelText('Shipping Status')).toBeNull();

    fireEvent.click(button('Update', rowOf('#E5F6A001')));
    await waitFor(() => expect(formTitle()).toBe('Update Order'));
    expect(chosen('Shipping Status')).toBe('Pending');
    expect(chosen('Payment Status')).toBe('Pending payment');

    await choose('Shipping Status', 'Shipped');
    await choose('Payment Status', 'Paid');
    fireEvent.click(button('Update Order'));

    await waitFor(() =>
      expect(bodiesOf(updates)).toEqual([{ shippingStatus: 'shipped', paymentStatus: 'paid' }]),
    );
    expect(updates[0]!.path).toBe(`/order/updateOreder/${O1}`);
    await waitFor(() => expect(toastTexts()).toContain('Order updated successfully.'));
    await waitFor(() => expect(formTitle()).toBeUndefined());
    expect(lists).toHaveLength(2);
  });

  it("refills the form from another row's Update, and hides it on Cancel", async () => {
    const updates = onApi(UPDATE_ROUTE, { message: 'Order updated successfully.' });
    renderOrders();
    await screen.findByText('#E5F6A001');
    fireEvent.click(button('Update', rowOf('#E5F6A001')));
    await waitFor(() => expect(chosen('Shipping Status')).toBe('Pending'));

    fireEvent.click(button('Update', rowOf('#E5F6A002')));
    await waitFor(() => expect(chosen('Shipping Status')).toBe('Delivered'));
    expect(chosen('Payment Status')).toBe('Paid');

    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(formTitle()).toBeUndefined());
    expect(updates).toHaveLength(0);
  });

  it("says 'Error' / 'Please try again!' when the update fails, keeping the form", async () => {
    onApi(UPDATE_ROUTE, failure(500));
    renderOrders();
    await screen.findByText('#E5F6A001');
    fireEvent.click(button('Update', rowOf('#E5F6A001')));
    await choose('Shipping Status', 'Processing');
    fireEvent.click(button('Update Order'));

    expect(await findDialog()).toMatchObject({ title: 'Error', content: 'Please try again!' });
    expect(formTitle()).toBe('Update Order');
    expect(chosen('Shipping Status')).toBe('Processing');
    expect(lists).toHaveLength(1);
  });

  it("deletes after confirmation: 'The order has been deleted.', then reloads", async () => {
    const deletions = onApi(DELETE_ROUTE, { message: 'Order deleted successfully.' });
    renderOrders();
    await screen.findByText('#E5F6A001');
    // The order being updated goes with its row.
    fireEvent.click(button('Update', rowOf('#E5F6A001')));
    await waitFor(() => expect(formTitle()).toBe('Update Order'));
    await deleteRow('#E5F6A001');

    await waitFor(async () =>
      expect(await findDialog()).toMatchObject({
        title: 'Deleted!',
        content: 'The order has been deleted.',
      }),
    );
    expect(deletions.map((request) => request.path)).toEqual([`/order/deleteOrder/${O1}`]);
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(formTitle()).toBeUndefined();
  });

  it("says 'There was an issue deleting the order.' when it cannot be deleted", async () => {
    onApi(DELETE_ROUTE, networkError);
    renderOrders();
    await screen.findByText('#E5F6A002');
    await deleteRow('#E5F6A002');

    await waitFor(async () =>
      expect(await findDialog()).toMatchObject({
        title: 'Error!',
        content: 'There was an issue deleting the order.',
      }),
    );
    expect(lists).toHaveLength(1);
  });

  it("downloads a paid order's invoice from its details, and offers none for an unpaid one", async () => {
    const asked = onApi('GET /order/allOrders/:id/invoice', invoicePdf);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderOrders();
      await screen.findByText('#E5F6A002');
      fireEvent.click(rowOf('#E5F6A001').querySelector('button.ant-table-row-expand-icon')!);
      await screen.findByText('Brake pads');
      expect(screen.queryByText('Tax invoice')).toBeNull();

      fireEvent.click(rowOf('#E5F6A002').querySelector('button.ant-table-row-expand-icon')!);
      const label = await screen.findByText('Tax invoice');
      const cell = label.closest('th')!.nextElementSibling as HTMLElement;
      expect(within(cell).getByText('INV-000007')).toBeTruthy();
      fireEvent.click(within(cell).getByRole('button', { name: /Download invoice/ }));
      await waitFor(() => expect(saved).toEqual(['INV-000007.pdf']));
      expect(asked.map((request) => request.path)).toEqual([
        `/order/allOrders/${delivered._id}/invoice`,
      ]);
    } finally {
      click.mockRestore();
    }
  });
});
