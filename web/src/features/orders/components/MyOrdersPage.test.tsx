import { API_MESSAGES, CASH_ON_DELIVERY, type OrderView, type OrdersAnswer } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { currentPath, renderAt } from '@/test/render';
import {
  abandonedOrder,
  failedOrder,
  invoicePdf,
  paidOrder,
  pendingOrder,
  refundedOrder,
} from '@/test/fixtures/orders';
import { failure, heldReply, networkError, onApi, type Reply } from '@/test/server';
import { homeAddress } from '@/test/fixtures/delivery';
import { MyOrdersPage } from './MyOrdersPage';

const ordersOf = (orders: OrderView[]): OrdersAnswer => ({
  message: API_MESSAGES.ordersRetrieved,
  orders,
});
const answerOrders = (...replies: Reply<OrdersAnswer>[]) =>
  onApi('GET /order/myOrders', ...replies);

const renderOrders = (query = '') => renderAt(`/myOrders${query}`, <MyOrdersPage />);
const orderCards = () => screen.getAllByRole('article');
const cardOf = (reference: string) => screen.getByRole('article', { name: `Order ${reference}` });
/** Text as a reader sees it: Intl writes prices with a no-break space. */
const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ');

describe('My Orders', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt', 'user');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner, then the orders newest first', async () => {
    answerOrders(ordersOf([paidOrder, pendingOrder, failedOrder]));
    renderOrders();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await screen.findAllByRole('article');
    expect(orderCards().map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      `order-${pendingOrder._id}`,
      `order-${failedOrder._id}`,
      `order-${paidOrder._id}`,
    ]);
    await waitFor(() => expect(document.title).toBe('My Orders'));
  });

  it("never shows one shopper's orders to the next on the same browser, nor stale ones", async () => {
    const firstReads = answerOrders(ordersOf([paidOrder]));
    const { unmount } = renderOrders();
    await screen.findAllByRole('article');
    unmount();

    // Another shopper logs in on this browser: their own orders, never a glimpse of the first's.
    useSessionStore.getState().clear();
    useSessionStore.getState().login('another-jwt', 'user');
    const theirs = heldReply<OrdersAnswer>();
    const secondReads = answerOrders(theirs.reply);
    renderOrders();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    theirs.answer(ordersOf([]));
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect([...firstReads, ...secondReads].map((request) => request.token)).toEqual([
      'jwt',
      'another-jwt',
    ]);
  });

  it("shows each order's date, lines, total with its VAT, statuses, card and address", async () => {
    answerOrders(ordersOf([paidOrder]));
    renderOrders();
    await screen.findAllByRole('article');

    const order = within(cardOf('#E5F6C001'));
    expect(order.getByText('Placed on Mar 3, 2025, 12:00 PM')).toBeInTheDocument();
    const lines = order.getByRole('list', { name: 'Items' });
    expect(within(lines).getAllByRole('listitem').map(textOf)).toEqual([
      'Engine oil 5W-30 × 2SAR 240.00',
      'Minor service 10,000 km × 1PackageSAR 450.50',
    ]);
    expect(order.getByText('SAR 690.50')).toBeInTheDocument();
    expect(order.getByText('VAT included (15%)')).toBeInTheDocument();
    expect(order.getByText('SAR 90.07')).toBeInTheDocument();
    expect(order.getByText('Paid')).toBeInTheDocument();
    expect(order.getByText('Processing')).toBeInTheDocument();
    expect(order.getByText('VISA •••• 1111')).toHaveAttribute('dir', 'ltr');
    expect(order.getByText('12 King Fahd Road, Jeddah')).toBeInTheDocument();
    expect(order.getByText('+966512345678')).toHaveAttribute('dir', 'ltr');
  });

  describe('delivered to a National Address', () => {
    const { _id: _savedId, cityAr: _cityAr, isDefault: _isDefault, ...address } = homeAddress;
    const shippedOrder: OrderView = {
      ...paidOrder,
      totalPrice: 715.5,
      vat: 93.33,
      shippingStatus: 'shipped',
      shipping: {
        fee: 25,
        city: 'Jeddah',
        cityAr: 'جدة',
        minDays: 2,
        maxDays: 4,
        address,
        tracking: {
          carrier: 'SMSA',
          number: '290012345678',
          url: 'https://www.smsaexpress.com/trackingdetails?tracknumbers=290012345678',
        },
        shippedAt: '2025-03-04T07:00:00.000Z',
      },
    };

    it('shows the delivery fee, the address, the days, when it is expected and its tracking', async () => {
      answerOrders(ordersOf([shippedOrder]));
      renderOrders();
      const order = within(await screen.findByRole('article'));
      expect(order.getByText('Delivery')).toBeInTheDocument();
      expect(order.getByText('SAR 25.00')).toBeInTheDocument();
      expect(order.getByText('SAR 715.50')).toBeInTheDocument();
      expect(order.getByText('2929 King Fahd Road, Al Olaya')).toBeInTheDocument();
      expect(order.getByText('Delivery in 2–4 days')).toBeInTheDocument();
      // Placed on March 3, 2025: between 2 and 4 days after.
      expect(order.getByText('Expected between Mar 5, 2025 and Mar 7, 2025')).toBeInTheDocument();
      expect(order.getByText('Shipped on Mar 4, 2025, 10:00 AM')).toBeInTheDocument();
      expect(order.getByRole('link', { name: 'Track with SMSA' })).toHaveAttribute(
        'href',
        shippedOrder.shipping!.tracking!.url,
      );
      expect(order.getByText('290012345678')).toHaveAttribute('dir', 'ltr');
    });

    it('shows no delivery days nor tracking on an order whose card payment failed', async () => {
      const { shippedAt: _shippedAt, tracking: _tracking, ...unsent } = shippedOrder.shipping!;
      answerOrders(ordersOf([{ ...shippedOrder, paymentStatus: 'failed', shipping: unsent }]));
      renderOrders();
      const order = within(await screen.findByRole('article'));
      expect(order.getByText('2929 King Fahd Road, Al Olaya')).toBeInTheDocument();
      expect(order.queryByText('Tracking')).not.toBeInTheDocument();
      expect(order.queryByText('Delivery in 2–4 days')).not.toBeInTheDocument();
    });

    it('says its delivery days in Arabic with the noun agreeing: "يوم إلى يومين"', async () => {
      useLanguageStore.getState().setLanguage('ar');
      answerOrders(
        ordersOf([
          { ...shippedOrder, shipping: { ...shippedOrder.shipping!, minDays: 1, maxDays: 2 } },
        ]),
      );
      renderOrders();
      const order = within(await screen.findByRole('article'));
      expect(order.getByText('التوصيل خلال يوم إلى يومين')).toBeInTheDocument();
    });

    it('shows a cash-on-delivery order as such, and a delivered one with its day', async () => {
      const { card: _card, ...withoutCard } = shippedOrder;
      answerOrders(
        ordersOf([
          {
            ...withoutCard,
            paymentMethod: 'cod',
            shippingStatus: 'delivered',
            shipping: {
              ...shippedOrder.shipping!,
              fee: 35,
              codFee: 10,
              deliveredAt: '2025-03-06T12:30:00.000Z',
            },
          },
        ]),
      );
      renderOrders();
      const order = within(await screen.findByRole('article'));
      expect(order.getByText('Payment method')).toBeInTheDocument();
      expect(order.getByText('Cash on delivery')).toBeInTheDocument();
      expect(order.queryByText(/VISA/)).not.toBeInTheDocument();
      expect(
        order.getByText('(including the cash on delivery fee of SAR 10.00)'),
      ).toBeInTheDocument();
      expect(order.getByText('Delivered on Mar 6, 2025, 3:30 PM')).toBeInTheDocument();
      expect(order.queryByText(/Expected between/)).not.toBeInTheDocument();
    });

    it('expects no day for an order still awaiting its card payment', async () => {
      answerOrders(
        ordersOf([
          {
            ...shippedOrder,
            paymentStatus: 'initiated',
            shippingStatus: 'pending',
            shipping: {
              ...shippedOrder.shipping!,
              tracking: undefined,
              shippedAt: undefined,
            },
          },
        ]),
      );
      renderOrders();
      const order = within(await screen.findByRole('article'));
      expect(order.getByText('Delivery in 2–4 days')).toBeInTheDocument();
      expect(order.queryByText(/Expected between/)).not.toBeInTheDocument();
    });

    it('names the city in Arabic and the delivery in Arabic', async () => {
      useLanguageStore.getState().setLanguage('ar');
      try {
        answerOrders(ordersOf([shippedOrder]));
        renderOrders();
        const order = within(await screen.findByRole('article'));
        expect(order.getByText('جدة')).toBeInTheDocument();
        expect(order.getByRole('link', { name: 'تتبّع الشحنة لدى SMSA' })).toBeInTheDocument();
      } finally {
        useLanguageStore.getState().setLanguage('en');
      }
    });
  });

  it('marks the order named in ?order=', async () => {
    answerOrders(ordersOf([paidOrder, failedOrder]));
    renderOrders(`?order=${failedOrder._id}`);
    await screen.findAllByRole('article');

    const marked = orderCards().filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      `order-${failedOrder._id}`,
    ]);
    expect(within(marked[0]!).getByText('Failed')).toBeInTheDocument();
  });

  it('shows no shipping status on failed, refunded and not completed orders, which go nowhere', async () => {
    const refundedOrder: OrderView = {
      ...paidOrder,
      _id: '6650f1c2a1b2c3d4e5f6c004',
      reference: 'E5F6C004',
      paymentStatus: 'refunded',
      shippingStatus: 'canceled',
      refundReason: 'admin',
    };
    answerOrders(ordersOf([paidOrder, pendingOrder, failedOrder, refundedOrder, abandonedOrder]));
    renderOrders();
    await screen.findAllByRole('article');

    expect(textOf(cardOf('#E5F6C001'))).toContain('Payment: PaidShipping: Processing');
    // A payment never completed is not one that failed; and nothing is sent for it.
    expect(textOf(cardOf('#E5F6C006'))).toContain('Payment: Not completed');
    expect(textOf(cardOf('#E5F6C006'))).not.toContain('Failed');
    expect(textOf(cardOf('#E5F6C006'))).not.toContain('Shipping:');
    expect(textOf(cardOf('#E5F6C003'))).toContain('Payment: Pending paymentShipping: Pending');
    expect(textOf(cardOf('#E5F6C002'))).toContain('Payment: Failed');
    expect(textOf(cardOf('#E5F6C002'))).not.toContain('Shipping:');
    expect(textOf(cardOf('#E5F6C004'))).toContain('Payment: Refunded');
    expect(textOf(cardOf('#E5F6C004'))).not.toContain('Shipping:');
  });

  it('offers to pay again on the newest order when its card payment failed, and on no other', async () => {
    const olderFailure: OrderView = {
      ...failedOrder,
      _id: '6650f1c2a1b2c3d4e5f6c005',
      reference: 'E5F6C005',
      createdAt: '2025-01-10T09:00:00.000Z',
    };
    answerOrders(ordersOf([olderFailure, failedOrder]));
    renderOrders();
    await screen.findAllByRole('article');
    // An older failure was followed by another attempt: its cart is not the cart any more.
    expect(
      within(cardOf('#E5F6C005')).queryByRole('button', { name: 'Pay again' }),
    ).not.toBeInTheDocument();
    const latest = within(cardOf('#E5F6C002'));
    expect(
      latest.getByText('The payment did not go through. Your cart still holds its items.'),
    ).toBeInTheDocument();
    fireEvent.click(latest.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(currentPath()).toBe('/payment'));
  });

  it.each([
    ['left on the 3-D Secure page', pendingOrder, '#E5F6C003', 'Pending payment'],
    ['no longer waited for', abandonedOrder, '#E5F6C006', 'Not completed'],
  ])(
    'says the newest payment, %s, was not completed, and offers to pay again',
    async (_case, order, reference, status) => {
      answerOrders(ordersOf([failedOrder, order]));
      renderOrders();
      await screen.findAllByRole('article');
      const latest = within(cardOf(reference));
      expect(textOf(cardOf(reference))).toContain(`Payment: ${status}`);
      expect(
        latest.getByText('The payment was not completed. Your cart still holds its items.'),
      ).toBeInTheDocument();
      // The older failure was followed by this attempt: it offers nothing.
      expect(
        within(cardOf('#E5F6C002')).queryByRole('button', { name: 'Pay again' }),
      ).not.toBeInTheDocument();
      fireEvent.click(latest.getByRole('button', { name: 'Pay again' }));
      await waitFor(() => expect(currentPath()).toBe('/payment'));
    },
  );

  it('says in Arabic that a payment was not completed, and offers to pay again', async () => {
    useLanguageStore.getState().setLanguage('ar');
    try {
      answerOrders(ordersOf([abandonedOrder]));
      renderOrders();
      const card = await screen.findByRole('article', { name: 'الطلب #E5F6C006' });
      expect(textOf(card)).toContain('الدفع: لم يكتمل');
      expect(textOf(card)).not.toContain('فشل');
      expect(
        within(card).getByText('لم تكتمل عملية الدفع. ما زالت سلتك تحتفظ بمنتجاتها.'),
      ).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'ادفع مجدداً' })).toBeInTheDocument();
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });

  it('offers no card payment again for cash refused at the door', async () => {
    const refusedAtDoor: OrderView = {
      ...failedOrder,
      paymentMethod: CASH_ON_DELIVERY,
      card: undefined,
    };
    answerOrders(ordersOf([refusedAtDoor]));
    renderOrders();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('says when there are no orders yet, with a link to the products', async () => {
    answerOrders(ordersOf([]));
    renderOrders();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says when the orders cannot be loaded, and tries again on request', async () => {
    answerOrders(failure(503), ordersOf([paidOrder]));
    renderOrders();
    expect(await screen.findByText('We could not load your orders.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order #E5F6C001' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your orders.')).not.toBeInTheDocument();
  });

  describe('invoice', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:invoice');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
    });

    it('offers Download invoice on paid orders only, and saves the PDF', async () => {
      const asked = onApi('GET /order/myOrders/:id/invoice', invoicePdf);
      answerOrders(ordersOf([paidOrder, pendingOrder]));
      renderOrders();
      await screen.findAllByRole('article');
      expect(
        within(cardOf('#E5F6C003')).queryByRole('button', { name: /Download invoice/ }),
      ).not.toBeInTheDocument();

      fireEvent.click(
        within(cardOf('#E5F6C001')).getByRole('button', { name: /Download invoice/ }),
      );
      await waitFor(() => expect(saved).toEqual(['INV-000042.pdf']));
      expect(asked.map((request) => request.path)).toEqual([
        `/order/myOrders/${paidOrder._id}/invoice`,
      ]);
    });

    it("offers the invoice's XML, and a refunded order's credit note as PDF and XML", async () => {
      const routes = [
        onApi('GET /order/myOrders/:id/invoice.xml', invoicePdf),
        onApi('GET /order/myOrders/:id/credit-note', invoicePdf),
        onApi('GET /order/myOrders/:id/credit-note.xml', invoicePdf),
      ];
      answerOrders(ordersOf([paidOrder, refundedOrder]));
      renderOrders();
      await screen.findAllByRole('article');
      const buttonsOf = (reference: string) =>
        within(cardOf(reference))
          .getAllByRole('button')
          .map((button) => button.textContent);
      expect(buttonsOf('#E5F6C001')).toEqual(['Download invoice', 'Invoice XML']);
      // The refunded order's invoice is cancelled: its credit note is what it offers.
      expect(buttonsOf('#E5F6C005')).toEqual(['Download credit note', 'Credit note XML']);

      fireEvent.click(within(cardOf('#E5F6C001')).getByRole('button', { name: /Invoice XML/ }));
      await waitFor(() => expect(saved).toEqual(['INV-000042.xml']));
      const refunded = within(cardOf('#E5F6C005'));
      fireEvent.click(refunded.getByRole('button', { name: /Download credit note/ }));
      await waitFor(() => expect(saved).toEqual(['INV-000042.xml', 'CN-000007.pdf']));
      fireEvent.click(refunded.getByRole('button', { name: /Credit note XML/ }));
      await waitFor(() => expect(saved).toHaveLength(3));
      expect(saved[2]).toBe('CN-000007.xml');
      expect(routes.flat().map((request) => request.path)).toEqual([
        `/order/myOrders/${paidOrder._id}/invoice.xml`,
        `/order/myOrders/${refundedOrder._id}/credit-note`,
        `/order/myOrders/${refundedOrder._id}/credit-note.xml`,
      ]);
    });

    it('says so when the credit note cannot be downloaded', async () => {
      onApi('GET /order/myOrders/:id/credit-note', networkError);
      answerOrders(ordersOf([refundedOrder]));
      renderOrders();
      await screen.findAllByRole('article');
      fireEvent.click(screen.getByRole('button', { name: /Download credit note/ }));
      expect(
        await screen.findByText('We could not download the credit note. Please try again.'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    });

    it('says so when the invoice cannot be downloaded', async () => {
      onApi('GET /order/myOrders/:id/invoice', networkError);
      answerOrders(ordersOf([paidOrder]));
      renderOrders();
      await screen.findAllByRole('article');
      fireEvent.click(screen.getByRole('button', { name: /Download invoice/ }));
      expect(
        await screen.findByText('We could not download the invoice. Please try again.'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    });

    it('reads in Arabic', async () => {
      useLanguageStore.getState().setLanguage('ar');
      try {
        answerOrders(ordersOf([paidOrder]));
        renderOrders();
        expect(await screen.findByRole('button', { name: /تنزيل الفاتورة/ })).toBeInTheDocument();
      } finally {
        useLanguageStore.getState().setLanguage('en');
      }
    });
  });
});
