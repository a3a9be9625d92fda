import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twoLineCart } from '@/test/fixtures/cart';
import { CART_QUERY_KEY } from '@/lib/cart/cart-query';
import { getCart } from '@/lib/cart/get-cart';
import { queryClient } from '@/lib/query-client';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { renderAt, underSiteHeader } from '@/test/render';
import { failedOrder, paidOrder, pendingOrder } from '@/test/fixtures/orders';
import { getMyOrder } from '../api/get-my-order';
import { PaymentResultPage } from './PaymentResultPage';

vi.mock('../api/get-my-order');
vi.mock('@/lib/cart/get-cart');

const renderResult = (query: string) => renderAt(`/payment/result${query}`, <PaymentResultPage />);
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('payment result', () => {
  beforeEach(() => {
    vi.mocked(getMyOrder).mockReset();
    vi.mocked(getCart).mockReset().mockResolvedValue({ items: [], totalPrice: 0 });
    useSessionStore.getState().login('jwt', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the payment went through, with the order, and brings the cart count up to date', async () => {
    vi.mocked(getMyOrder).mockResolvedValue(paidOrder);
    // The cart as it was before paying; paying emptied it on the server.
    queryClient.setQueryData([...CART_QUERY_KEY, 'jwt'], twoLineCart);
    renderAt(`/payment/result?order=${paidOrder._id}`, underSiteHeader(<PaymentResultPage />));
    expect(screen.getByRole('link', { name: 'Cart (3 items)' })).toBeTruthy();

    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(getMyOrder).toHaveBeenCalledWith(paidOrder._id);
    expect(
      screen.getByText('Thank you! Your order is confirmed and we are preparing it.'),
    ).toBeTruthy();
    expect(document.querySelector('.ant-card-head-title')?.textContent).toBe('Order #E5F6C001');
    expect(screen.getByText('SAR 690.50')).toBeTruthy();
    expect(screen.getByText('SAR 240.00')).toBeTruthy();
    expect(linkTo('View the order in My Orders')).toBe(`/myOrders?order=${paidOrder._id}`);
    expect(linkTo('Continue shopping')).toBe('/products');
    expect(screen.queryByText('Back to cart to try again')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Payment result'));
  });

  it('says the payment failed, with a way back to the cart to try again', async () => {
    vi.mocked(getMyOrder).mockResolvedValue(failedOrder);
    renderResult(`?order=${failedOrder._id}`);

    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Your card was not charged. The items are still in your cart, so you can try again.',
      ),
    ).toBeTruthy();
    expect(linkTo('Back to cart to try again')).toBe('/cart');
    expect(linkTo('View the order in My Orders')).toBe(`/myOrders?order=${failedOrder._id}`);
    expect(screen.queryByText('Payment successful')).toBeNull();
  });

  it('says the payment is pending, and checks again on request', async () => {
    vi.mocked(getMyOrder).mockResolvedValueOnce(pendingOrder);
    renderResult(`?order=${pendingOrder._id}`);

    expect(await screen.findByText('Payment pending')).toBeTruthy();
    vi.mocked(getMyOrder).mockResolvedValueOnce({ ...pendingOrder, paymentStatus: 'paid' });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(getMyOrder).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an unknown order', '?order=6650f1c2a1b2c3d4e5f6ffff', new ApiError('Order not found', 404)],
    ['a malformed id', '?order=nope', new ApiError('Invalid id', 400)],
  ])('says it cannot find %s', async (_case, query, error) => {
    vi.mocked(getMyOrder).mockRejectedValue(error);
    renderResult(query);
    expect(await screen.findByText('We could not find this order.')).toBeTruthy();
    expect(linkTo('Continue shopping')).toBe('/products');
  });

  it('says it cannot find an order when none is named, without asking the server', async () => {
    renderResult('');
    expect(await screen.findByText('We could not find this order.')).toBeTruthy();
    expect(getMyOrder).not.toHaveBeenCalled();
  });

  it('offers to try again when the order cannot be loaded', async () => {
    vi.mocked(getMyOrder).mockRejectedValueOnce(new ApiError('Service unavailable', 503));
    renderResult(`?order=${paidOrder._id}`);
    expect(await screen.findByText('We could not load this order.')).toBeTruthy();

    vi.mocked(getMyOrder).mockResolvedValue(paidOrder);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
  });
});
