import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { failedOrder, paidOrder, pendingOrder } from '../api/fixtures';
import { getMyOrders } from '../api/get-my-orders';
import { MyOrdersPage } from './MyOrdersPage';

vi.mock('../api/get-my-orders');

const renderOrders = (query = '') => renderAt(`/myOrders${query}`, <MyOrdersPage />);
const orderCards = () => screen.getAllByRole('article');
const cardOf = (reference: string) =>
  within(screen.getByRole('article', { name: `Order ${reference}` }));
/** Text as a reader sees it: Intl writes prices with a no-break space. */
const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ');

describe('My Orders', () => {
  beforeEach(() => {
    vi.mocked(getMyOrders).mockReset();
    useSessionStore.getState().login('jwt', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner, then the orders newest first', async () => {
    vi.mocked(getMyOrders).mockResolvedValue([paidOrder, pendingOrder, failedOrder]);
    renderOrders();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();

    await screen.findAllByRole('article');
    expect(orderCards().map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      `order-${pendingOrder._id}`,
      `order-${failedOrder._id}`,
      `order-${paidOrder._id}`,
    ]);
    await waitFor(() => expect(document.title).toBe('My Orders'));
  });

  it("shows each order's date, lines, total with its VAT, statuses, card and address", async () => {
    vi.mocked(getMyOrders).mockResolvedValue([paidOrder]);
    renderOrders();
    await screen.findAllByRole('article');

    const order = cardOf('#E5F6C001');
    expect(order.getByText('Placed on Mar 3, 2025, 12:00 PM')).toBeTruthy();
    const lines = order.getByRole('list', { name: 'Items' });
    expect(within(lines).getAllByRole('listitem').map(textOf)).toEqual([
      'Engine oil 5W-30 × 2SAR 240.00',
      'Minor service 10,000 km × 1PackageSAR 450.50',
    ]);
    expect(order.getByText('SAR 690.50')).toBeTruthy();
    expect(order.getByText('VAT included (15%)')).toBeTruthy();
    expect(order.getByText('SAR 90.07')).toBeTruthy();
    expect(order.getByText('Paid')).toBeTruthy();
    expect(order.getByText('Processing')).toBeTruthy();
    const card = order.getByText('VISA •••• 1111');
    expect(card.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(order.getByText('12 King Fahd Road, Jeddah')).toBeTruthy();
    expect(order.getByText('+966512345678').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('marks the order named in ?order=', async () => {
    vi.mocked(getMyOrders).mockResolvedValue([paidOrder, failedOrder]);
    renderOrders(`?order=${failedOrder._id}`);
    await screen.findAllByRole('article');

    const marked = orderCards().filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      `order-${failedOrder._id}`,
    ]);
    expect(within(marked[0]!).getByText('Failed')).toBeTruthy();
    expect(within(marked[0]!).getByText('Pending')).toBeTruthy();
  });

  it('says when there are no orders yet, with a link to the products', async () => {
    vi.mocked(getMyOrders).mockResolvedValue([]);
    renderOrders();
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('says when the orders cannot be loaded, and tries again on request', async () => {
    vi.mocked(getMyOrders).mockRejectedValueOnce(new ApiError('Service unavailable', 503));
    renderOrders();
    expect(await screen.findByText('We could not load your orders.')).toBeTruthy();

    vi.mocked(getMyOrders).mockResolvedValue([paidOrder]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order #E5F6C001' })).toBeTruthy();
    expect(screen.queryByText('We could not load your orders.')).toBeNull();
  });
});
