import { DELETED_CUSTOMER_PLACEHOLDER, type OrderView } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { chooseOption, chosenOption, fillIn } from '@/test/forms';
import {
  button,
  cellTexts,
  columnTitles,
  deleteAndConfirm,
  descriptionOf,
  expandRow,
  findButton,
  findDialog,
  findRowOf,
  formTitle,
  plain,
  rowOf,
  toastTexts,
} from '@/test/queries';
import { onePage } from '@/test/admin';
import { homeAddress } from '@/test/fixtures/delivery';
import { invoicePdf } from '@/test/fixtures/orders';
import { currentSearch, renderAt } from '@/test/render';
import { bodiesOf, failure, networkError, onApi, type SentRequest } from '@/test/server';
import { OrdersAdminPage } from './OrdersAdminPage';

const pending: OrderView = {
  _id: '6650f1c2a1b2c3d4e5f6a001',
  reference: 'E5F6A001',
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
  reference: 'E5F6A002',
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
const cellsOf = (text: string) => cellTexts(rowOf(text));

async function choose(label: string, option: string) {
  await chooseOption(label, option);
  await waitFor(() => expect(chosenOption(label)).toBe(option));
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
    // The first column holds the buttons that open a row onto its details.
    expect(columnTitles()).toEqual([
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
    expect(chosenOption('Any payment status')).toBe('Paid');

    await choose('Any shipping status', 'Delivered');
    await waitFor(() =>
      expect(currentSearch()).toBe(
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
    expect(await screen.findByText('No Order Found')).toBeInTheDocument();
  });

  it('opens a row onto its customer, date, address, lines, VAT and card', async () => {
    renderOrders();
    await screen.findByText('#E5F6A001');
    expect(screen.queryByText('Brake pads')).not.toBeInTheDocument();

    const details = await expandRow(rowOf('#E5F6A001'));
    const field = (label: string) => plain(descriptionOf(label, details)?.textContent);
    expect(field('Customer')).toBe('Sara sara@example.com');
    expect(field('Date')).toBe('May 12, 2025, 12:30 PM');
    expect(field('Paid at')).toBeUndefined();
    expect(field('Full name')).toBe('Sara Alharbi');
    expect(field('Phone')).toBe('+966501234567');
    expect(field('Shipping address')).toBe('King Abdulaziz Road, Jeddah');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual(['Brake pads × 2 – SAR 200.00', 'Minor service × 1 – SAR 130.30']);
    expect(field('VAT (included)')).toBe('SAR 43.08');
    expect(field('Card')).toBe('VISA •••• 1111');
  });

  it("names a deleted customer 'Deleted user', and says when a paid order was paid", async () => {
    renderOrders();
    await screen.findByText('#E5F6A002');
    const details = await expandRow(rowOf('#E5F6A002'));
    expect(within(details).getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getByText('VISA •••• 4242')).toBeInTheDocument();
    expect(descriptionOf('Paid at', details)).toHaveTextContent(/^May 12, 2025, 12:34 PM$/);
  });

  it("says in the reader's language what was erased with a deleted customer's account", async () => {
    const erased = DELETED_CUSTOMER_PLACEHOLDER;
    const { _id: _savedId, cityAr: _cityAr, isDefault: _isDefault, ...address } = homeAddress;
    answerOrders([
      {
        ...delivered,
        fullname: erased,
        phone: erased,
        shippingAddress: erased,
        shipping: {
          fee: 25,
          city: 'Riyadh',
          cityAr: 'الرياض',
          minDays: 2,
          maxDays: 4,
          address: { ...address, recipient: erased, phone: erased, street: erased },
        },
      },
    ]);
    useLanguageStore.getState().setLanguage('ar');
    renderOrders();
    const details = await expandRow(await findRowOf('#E5F6A002'));
    expect(details).not.toHaveTextContent(erased);
    expect(within(details).getAllByText('حُذف مع الحساب')).toHaveLength(3);
    expect(details).toHaveTextContent(`الرياض ${address.postalCode}`);
  });

  it('shows the update form only after Update, prefilled with the row, and saves both statuses', async () => {
    const updates = onApi(UPDATE_ROUTE, {
      message: 'Order updated successfully.',
      order: { ...pending, shippingStatus: 'shipped', paymentStatus: 'paid' },
    });
    renderOrders();
    await screen.findByText('#E5F6A001');
    expect(formTitle()).toBeUndefined();
    expect(screen.queryByLabelText('Shipping Status')).not.toBeInTheDocument();
    expect(screen.getAllByText('#E5F6A001')).toHaveLength(1);

    fireEvent.click(button('Update', rowOf('#E5F6A001')));
    await waitFor(() => expect(formTitle()).toBe('Update Order'));
    // The form says which order it sets (beside the row), by the number shown everywhere.
    expect(screen.getAllByText('#E5F6A001')).toHaveLength(2);
    expect(chosenOption('Shipping Status')).toBe('Pending');
    expect(chosenOption('Payment Status')).toBe('Pending payment');

    await choose('Shipping Status', 'Shipped');
    expect(screen.queryByLabelText('Why the payment status changes')).not.toBeInTheDocument();
    await choose('Payment Status', 'Paid');
    // A payment status set by hand records what happened outside the shop: it says why.
    fireEvent.click(button('Update Order'));
    expect(
      await screen.findByText('Please say why the payment status changes.'),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    fillIn('Why the payment status changes', 'Bank transfer received, reference 4471');
    fireEvent.click(button('Update Order'));

    await waitFor(() =>
      expect(bodiesOf(updates)).toEqual([
        {
          shippingStatus: 'shipped',
          paymentStatus: 'paid',
          reason: 'Bank transfer received, reference 4471',
        },
      ]),
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
    await waitFor(() => expect(chosenOption('Shipping Status')).toBe('Pending'));

    fireEvent.click(button('Update', rowOf('#E5F6A002')));
    await waitFor(() => expect(chosenOption('Shipping Status')).toBe('Delivered'));
    expect(chosenOption('Payment Status')).toBe('Paid');

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
    expect(chosenOption('Shipping Status')).toBe('Processing');
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
    await screen.findByText('#E5F6A001');
    await deleteRow('#E5F6A001');

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
      await expandRow(rowOf('#E5F6A001'));
      await screen.findByText('Brake pads');
      expect(screen.queryByText('Tax invoice')).not.toBeInTheDocument();

      await expandRow(rowOf('#E5F6A002'));
      await screen.findByText('Tax invoice');
      const cell = descriptionOf('Tax invoice')!;
      expect(within(cell).getByText('INV-000007')).toBeInTheDocument();
      fireEvent.click(within(cell).getByRole('button', { name: /Download invoice/ }));
      await waitFor(() => expect(saved).toEqual(['INV-000007.pdf']));
      expect(asked.map((request) => request.path)).toEqual([
        `/order/allOrders/${delivered._id}/invoice`,
      ]);
    } finally {
      click.mockRestore();
    }
  });

  describe('delivery', () => {
    const { _id: _savedId, cityAr: _cityAr, isDefault: _isDefault, ...address } = homeAddress;
    const toShip: OrderView = {
      ...pending,
      _id: '6650f1c2a1b2c3d4e5f6a003',
      reference: 'E5F6A003',
      paymentStatus: 'paid',
      shippingStatus: 'processing',
      shipping: { fee: 25, city: 'Jeddah', cityAr: 'جدة', minDays: 2, maxDays: 4, address },
      paymentChanges: [
        {
          at: '2025-05-12T10:00:00.000Z',
          by: { _id: 'a1', name: 'Admin', email: 'admin@shop.test' },
          from: 'initiated',
          to: 'paid',
          reason: 'Bank transfer received',
        },
      ],
    };
    const { card: _card, ...withoutCard } = toShip;
    const cashOrder: OrderView = {
      ...withoutCard,
      _id: '6650f1c2a1b2c3d4e5f6a004',
      reference: 'E5F6A004',
      paymentMethod: 'cod',
      paymentStatus: 'initiated',
      shippingStatus: 'shipped',
      paymentChanges: [],
    };
    const SHIP_ROUTE = 'PUT /order/shipOrder/:id';
    const DELIVER_ROUTE = 'PUT /order/deliverOrder/:id';

    beforeEach(() => {
      lists = answerOrders([toShip, cashOrder, delivered]);
    });

    it('shows the address, the delivery and who changed the payment by hand, and why', async () => {
      renderOrders();
      const details = await expandRow(await findRowOf('#E5F6A003'));
      const field = (label: string) => plain(descriptionOf(label, details)?.textContent);
      expect(field('Shipping address')).toContain('2929 King Fahd Road, Al Olaya');
      expect(field('Delivery')).toBe('SAR 25.00 · Delivery in 2–4 days');
      expect(field('Payment status changed by hand')).toBe(
        'May 12, 2025, 1:00 PM, Admin <admin@shop.test>: Pending payment → Paid. Bank transfer received',
      );
    });

    it('ships a paid order with SMSA and its tracking number', async () => {
      const shipped = onApi(SHIP_ROUTE, { message: 'Order shipped.', order: toShip });
      renderOrders();
      const details = await expandRow(await findRowOf('#E5F6A003'));
      fireEvent.click(button('Ship', details));
      expect(await within(details).findByText('Please enter the Tracking number.')).toBeVisible();
      fireEvent.change(within(details).getByLabelText('Tracking number'), {
        target: { value: ' 290012345678 ' },
      });
      fireEvent.click(button('Ship', details));
      // Complete, the form asks first, naming the carrier and the number.
      const question = await screen.findByText(/^Ship this order with SMSA/);
      expect(plain(question.textContent)).toBe(
        'Ship this order with SMSA, tracking number 290012345678?',
      );
      expect(shipped).toHaveLength(0);
      // The confirmation's own button, after the row's.
      const confirm = await waitFor(() => {
        const buttons = screen.getAllByRole('button', { name: 'Ship' });
        expect(buttons).toHaveLength(2);
        return buttons[1]!;
      });
      fireEvent.click(confirm);
      await waitFor(() =>
        expect(bodiesOf(shipped)).toEqual([{ carrier: 'SMSA', number: '290012345678' }]),
      );
      expect(shipped[0]!.path).toBe(`/order/shipOrder/${toShip._id}`);
      await waitFor(() => expect(toastTexts()).toContain('The order has been shipped.'));
      await waitFor(() => expect(lists).toHaveLength(2));
    });

    it('ships nothing when the admin says no to the confirmation, in Arabic too', async () => {
      const shipped = onApi(SHIP_ROUTE, { message: 'Order shipped.', order: toShip });
      useLanguageStore.getState().setLanguage('ar');
      renderOrders();
      const details = await expandRow(await findRowOf('#E5F6A003'));
      fireEvent.change(within(details).getByLabelText('رقم التتبع'), {
        target: { value: 'AB-1234' },
      });
      fireEvent.click(button('شحن', details));
      const question = await screen.findByText(/^هل تريد شحن هذا الطلب مع SMSA/);
      // The number as typed, kept left to right inside the Arabic sentence.
      expect(plain(question.textContent)).toBe(
        'هل تريد شحن هذا الطلب مع SMSA، برقم التتبع AB-1234؟',
      );
      expect(within(question).getByText('AB-1234')).toHaveAttribute('dir', 'ltr');
      fireEvent.click(await findButton('إلغاء'));
      await waitFor(() => expect(question).not.toBeVisible());
      expect(shipped).toHaveLength(0);
    });

    it('marks a cash-on-delivery order delivered with the cash, or refused at the door', async () => {
      const delivering = onApi(DELIVER_ROUTE, { message: 'Order delivered.', order: cashOrder });
      renderOrders();
      const details = await expandRow(await findRowOf('#E5F6A004'));
      expect(within(details).getByText('Cash on delivery')).toBeInTheDocument();
      fireEvent.click(button('Refused at the door', details));
      // The confirmation's own button, after the row's.
      const confirm = await waitFor(() => {
        const buttons = screen.getAllByRole('button', { name: 'Refused at the door' });
        expect(buttons).toHaveLength(2);
        return buttons[1]!;
      });
      fireEvent.click(confirm);
      await waitFor(() => expect(bodiesOf(delivering)).toEqual([{ cashCollected: false }]));
      await waitFor(() =>
        expect(toastTexts()).toContain('The order has been canceled: refused at the door.'),
      );
    });

    it('says that deleting an order with a tax invoice archives it', async () => {
      onApi(DELETE_ROUTE, {
        message: 'Order archived: it has a tax invoice, which the shop must keep.',
      });
      renderOrders();
      await findRowOf('#E5F6A002');
      fireEvent.click(button('Delete', rowOf('#E5F6A002')));
      const question = await findDialog();
      expect(question.content).toBe(
        'This order has a tax invoice, which the shop must keep: it will be archived, not deleted. Go on?',
      );
      fireEvent.click(await findButton('Yes, delete it!', question.element));
      await waitFor(async () =>
        expect(await findDialog()).toMatchObject({ content: 'The order has been archived.' }),
      );
    });
  });
});
