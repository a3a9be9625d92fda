import type { OrderView } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { button, findButton, toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { refundOrder } from '../api/refund-order';
import { RefundOrderButton } from './RefundOrderButton';

vi.mock('../api/refund-order');

const order = (paymentStatus: OrderView['paymentStatus']) => ({ _id: 'o1', paymentStatus });

describe('refund button of the admin order screen', () => {
  beforeEach(() => vi.mocked(refundOrder).mockReset());

  it('is there for paid orders only', () => {
    renderAt(
      '/dashboard/order',
      <RefundOrderButton order={order('initiated')} onRefunded={vi.fn()} />,
    );
    expect(screen.queryByText('Refund')).toBeNull();
  });

  it('refunds after the confirmation, and not before', async () => {
    vi.mocked(refundOrder).mockResolvedValue({} as never);
    const onRefunded = vi.fn();
    renderAt(
      '/dashboard/order',
      <RefundOrderButton order={order('paid')} onRefunded={onRefunded} />,
    );
    fireEvent.click(button('Refund'));
    await screen.findByText('Refund the whole amount of this order to its card?');
    expect(refundOrder).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll('.ant-popconfirm button')].find(
      (candidate) => candidate.textContent === 'Refund',
    ) as HTMLButtonElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1));
    expect(refundOrder).toHaveBeenCalledWith('o1');
    await waitFor(() => expect(toastTexts()).toContain('The order has been refunded.'));
  });

  it('reads in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderAt('/dashboard/order', <RefundOrderButton order={order('paid')} onRefunded={vi.fn()} />);
    fireEvent.click(await findButton('استرداد'));
    expect(await screen.findByText('هل تريد إعادة كامل مبلغ هذا الطلب إلى بطاقته؟')).toBeTruthy();
    expect(refundOrder).not.toHaveBeenCalled();
  });
});
