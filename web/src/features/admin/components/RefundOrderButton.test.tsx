import type { OrderView } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { paidOrder } from '@/test/fixtures/orders';
import { button, findButton, toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { onApi, type SentRequest } from '@/test/server';
import { RefundOrderButton } from './RefundOrderButton';

const order = (paymentStatus: OrderView['paymentStatus']) => ({ _id: 'o1', paymentStatus });

describe('refund button of the admin order screen', () => {
  let refunds: SentRequest[];
  beforeEach(() => {
    refunds = onApi('POST /order/refundOrder/:id', {
      message: 'Order refunded.',
      order: { ...paidOrder, _id: 'o1', paymentStatus: 'refunded' },
    });
  });

  it('is there for paid orders only', () => {
    renderAt(
      '/dashboard/order',
      <RefundOrderButton order={order('initiated')} onRefunded={vi.fn()} />,
    );
    expect(screen.queryByText('Refund')).not.toBeInTheDocument();
  });

  it('refunds after the confirmation, and not before', async () => {
    const onRefunded = vi.fn();
    renderAt(
      '/dashboard/order',
      <RefundOrderButton order={order('paid')} onRefunded={onRefunded} />,
    );
    fireEvent.click(button('Refund'));
    await screen.findByText('Refund the whole amount of this order to its card?');
    expect(refunds).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1));
    expect(refunds.map((request) => request.path)).toEqual(['/order/refundOrder/o1']);
    await waitFor(() => expect(toastTexts()).toContain('The order has been refunded.'));
  });

  it('reads in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderAt('/dashboard/order', <RefundOrderButton order={order('paid')} onRefunded={vi.fn()} />);
    fireEvent.click(await findButton('استرداد'));
    expect(
      await screen.findByText('هل تريد إعادة كامل مبلغ هذا الطلب إلى بطاقته؟'),
    ).toBeInTheDocument();
    expect(refunds).toHaveLength(0);
  });
});
