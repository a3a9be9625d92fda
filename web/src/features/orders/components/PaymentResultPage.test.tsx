import type { OrderAnswer, OrderView } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCart, twoLineCart } from '@/test/fixtures/cart';
import { CART_QUERY_KEY } from '@/lib/cart/cart-query';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { useLanguageStore } from '@/i18n';
import { currentPath, renderAt, underSiteHeader } from '@/test/render';
import { homeAddress } from '@/test/fixtures/delivery';
import { abandonedOrder, failedOrder, paidOrder, pendingOrder } from '@/test/fixtures/orders';
import { apiError, failure, onApi, type Reply } from '@/test/server';
import { PaymentResultPage } from './PaymentResultPage';

const orderOf = (order: OrderView): OrderAnswer => ({ message: 'Order retrieved.', order });
const answerOrder = (...replies: Reply<OrderAnswer>[]) =>
  onApi('GET /order/myOrders/:id', ...replies);

const renderResult = (query: string) => renderAt(`/payment/result${query}`, <PaymentResultPage />);
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('payment result', () => {
  beforeEach(() => {
    answerCart({ items: [], totalPrice: 0 });
    useSessionStore.getState().login('jwt', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the payment went through, with the order, and brings the cart count up to date', async () => {
    const reads = answerOrder(orderOf(paidOrder));
    // The cart as it was before paying; paying emptied it on the server.
    queryClient.setQueryData([...CART_QUERY_KEY, 'jwt'], twoLineCart);
    renderAt(`/payment/result?order=${paidOrder._id}`, underSiteHeader(<PaymentResultPage />));
    expect(screen.getByRole('link', { name: 'Cart (3 items)' })).toBeInTheDocument();

    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(reads.map((request) => request.path)).toEqual([`/order/myOrders/${paidOrder._id}`]);
    expect(
      screen.getByText('Thank you! Your order is confirmed and we are preparing it.'),
    ).toBeInTheDocument();
    // The order's card is titled with its number.
    expect(
      screen.getByText((_, title) => title?.textContent === 'Order #E5F6C001', {
        selector: '.ant-card-head-title',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('SAR 690.50')).toBeInTheDocument();
    expect(screen.getByText('SAR 240.00')).toBeInTheDocument();
    expect(linkTo('View the order in My Orders')).toBe(`/myOrders?order=${paidOrder._id}`);
    expect(linkTo('Continue shopping')).toBe('/products');
    expect(screen.queryByText('Back to cart to try again')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment result'));
  });

  describe('of an order delivered to an address', () => {
    const { _id: _savedId, cityAr: _cityAr, isDefault: _isDefault, ...address } = homeAddress;
    const shipping = { fee: 25, city: 'Jeddah', cityAr: 'جدة', minDays: 2, maxDays: 4, address };
    const delivered = (order: OrderView): OrderView => ({ ...order, shipping });

    it('shows where it goes, its delivery days and when it is expected, once paid', async () => {
      answerOrder(orderOf(delivered(paidOrder)));
      renderResult(`?order=${paidOrder._id}`);
      expect(await screen.findByText('Shipping address')).toBeInTheDocument();
      expect(screen.getByText('2929 King Fahd Road, Al Olaya')).toBeInTheDocument();
      expect(screen.getByText('Delivery in 2–4 days')).toBeInTheDocument();
      // Placed on March 3, 2025: between 2 and 4 days after.
      expect(screen.getByText('Expected between Mar 5, 2025 and Mar 7, 2025')).toBeInTheDocument();
    });

    it('gives no expected day while the payment is awaited: the days are a quote', async () => {
      answerOrder(orderOf(delivered(pendingOrder)));
      renderResult(`?order=${pendingOrder._id}`);
      expect(await screen.findByText('2929 King Fahd Road, Al Olaya')).toBeInTheDocument();
      expect(screen.getByText('Delivery in 2–4 days')).toBeInTheDocument();
      expect(screen.queryByText(/^Expected between/)).not.toBeInTheDocument();
    });

    it.each([
      ['failed', failedOrder],
      ['was not completed, and is no longer awaited', abandonedOrder],
    ])('promises no delivery when the payment %s', async (_case, unpaid) => {
      answerOrder(orderOf(delivered(unpaid)));
      renderResult(`?order=${unpaid._id}`);
      expect(await screen.findByText('2929 King Fahd Road, Al Olaya')).toBeInTheDocument();
      expect(screen.queryByText('Tracking')).not.toBeInTheDocument();
      expect(screen.queryByText('Delivery in 2–4 days')).not.toBeInTheDocument();
    });
  });

  it('says the payment failed, with a way back to the cart to try again', async () => {
    answerOrder(orderOf(failedOrder));
    renderResult(`?order=${failedOrder._id}`);

    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your card was not charged. The items are still in your cart, so you can try again.',
      ),
    ).toBeInTheDocument();
    expect(linkTo('Back to cart to try again')).toBe('/cart');
    expect(linkTo('View the order in My Orders')).toBe(`/myOrders?order=${failedOrder._id}`);
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
  });

  it('says a payment left on the 3-D Secure page was not completed, and checks again on request', async () => {
    const reads = answerOrder(
      orderOf(pendingOrder),
      orderOf({ ...pendingOrder, paymentStatus: 'paid' }),
    );
    renderResult(`?order=${pendingOrder._id}`);

    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your payment was not completed. If you left the secure payment page, your card was not ' +
          'charged and your items are still in your cart, so you can pay again. If you have just ' +
          'paid, check again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it('offers to pay again from a payment not completed: the payment screen', async () => {
    answerOrder(orderOf(pendingOrder));
    renderResult(`?order=${pendingOrder._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(currentPath()).toBe('/payment'));
  });

  it('says a payment the shop no longer waits for was not completed, never that it failed', async () => {
    answerOrder(orderOf(abandonedOrder));
    renderResult(`?order=${abandonedOrder._id}`);

    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This payment was not completed, so your card was not charged. You can pay for your cart again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
    // Nothing more will come of it to check.
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('says so in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    try {
      answerOrder(orderOf(pendingOrder));
      renderResult(`?order=${pendingOrder._id}`);
      expect(await screen.findByText('لم يكتمل الدفع')).toBeInTheDocument();
      expect(
        screen.getByText(
          'لم تكتمل عملية الدفع. إن كنت غادرت صفحة الدفع الآمنة فلم يُخصم أي مبلغ من بطاقتك، ' +
            'وما زالت المنتجات في سلتك ويمكنك الدفع مجدداً. وإن كنت قد دفعت للتو فتحقّق مرة أخرى بعد قليل.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'ادفع مجدداً' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'تحقّق مرة أخرى' })).toBeInTheDocument();
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });

  it.each([
    ['an unknown order', '?order=6650f1c2a1b2c3d4e5f6ffff', apiError(404, 'Order not found')],
    ['a malformed id', '?order=nope', apiError(400, 'Invalid id')],
  ])('says it cannot find %s', async (_case, query, error) => {
    answerOrder(error);
    renderResult(query);
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(linkTo('Continue shopping')).toBe('/products');
  });

  it('says it cannot find an order when none is named, without asking the server', async () => {
    const reads = answerOrder(orderOf(paidOrder));
    renderResult('');
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(reads).toHaveLength(0);
  });

  it('offers to try again when the order cannot be loaded', async () => {
    answerOrder(failure(503), orderOf(paidOrder));
    renderResult(`?order=${paidOrder._id}`);
    expect(await screen.findByText('We could not load this order.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  });
});
