import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { button, findDialog } from '@/test/queries';
import { renderAt } from '@/test/render';
import type { AdminPageLoader } from '../api/admin-page';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminTable } from './AdminTable';

interface Row {
  _id: string;
  number: string;
  status: string;
  total: number;
}

const rows: Row[] = [
  { _id: 'o1', number: '#A1', status: 'Paid', total: 230 },
  { _id: 'o2', number: '#B2', status: 'Failed', total: 45 },
];
const load: AdminPageLoader<Row> = () => Promise.resolve({ items: rows, total: rows.length });

/** A back-office screen as the orders' is built: statuses, a total, Update, Delete, details. */
function OrdersLikeScreen({ onUpdate }: { onUpdate: (row: Row) => void }) {
  const table = useAdminTable('test-rows', load);
  return (
    <AdminTable
      table={table}
      columns={[
        { title: 'Number', dataIndex: 'number' },
        { title: 'Status', dataIndex: 'status' },
        { title: 'Total', dataIndex: 'total', render: (total: number) => `SAR ${total}` },
      ]}
      onUpdate={onUpdate}
      remove={{ request: () => Promise.resolve(), deletedText: 'Gone.', failedText: 'Failed.' }}
      expandable={{ expandedRowRender: (row) => <p>Lines of {row.number}</p> }}
    />
  );
}

const widthBefore = window.innerWidth;
const setWindowWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });

describe('an admin table on a phone (below 600 px)', () => {
  beforeEach(() => setWindowWidth(390));
  afterEach(() => setWindowWidth(widthBefore));

  it("shows each row as a card of its columns' titles and values, its buttons below", async () => {
    const updated: Row[] = [];
    renderAt('/dashboard/test', <OrdersLikeScreen onUpdate={(row) => updated.push(row)} />);
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const fields = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(fields(cards[0]!)).toEqual(['Number: #A1', 'Status: Paid', 'Total: SAR 230']);
    expect(fields(cards[1]!)).toEqual(['Number: #B2', 'Status: Failed', 'Total: SAR 45']);

    fireEvent.click(button('Update', cards[1]));
    expect(updated).toEqual([rows[1]]);
    fireEvent.click(button('Delete', cards[0]));
    expect((await findDialog()).title).toBe('Are you sure?');
  });

  it("opens a card onto the row's details, as the table's rows open", async () => {
    renderAt('/dashboard/test', <OrdersLikeScreen onUpdate={() => {}} />);
    const [first] = await screen.findAllByRole('listitem');
    const details = within(first!).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Lines of #A1')).not.toBeInTheDocument();
    fireEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByText('Lines of #A1')).toBeInTheDocument();
    fireEvent.click(details);
    expect(screen.queryByText('Lines of #A1')).not.toBeInTheDocument();
  });

  it('words the cards in Arabic for an Arabic admin', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderAt('/dashboard/test', <OrdersLikeScreen onUpdate={() => {}} />);
    const [first] = await screen.findAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'التفاصيل' })).toBeInTheDocument();
    expect(button('تعديل', first)).toBeInTheDocument();
    expect(button('حذف', first)).toBeInTheDocument();
  });
});

describe('an admin table from 600 px on', () => {
  it('is a table, with Update and Delete as its last columns', async () => {
    renderAt('/dashboard/test', <OrdersLikeScreen onUpdate={() => {}} />);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Number',
      'Status',
      'Total',
      'Update',
      'Delete',
    ]);
  });
});
