import { RollbackOutlined } from '@ant-design/icons';
import type { OrderView } from '@shop/shared';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { refundOrder } from '../api/refund-order';

interface RefundOrderButtonProps {
  order: Pick<OrderView, '_id' | 'paymentStatus'>;
  onRefunded: () => void;
}

/**
 * Refund, for a paid order, after a confirmation: the whole amount goes back to the card. The
 * server refunds once whatever the clicks; its word on a refusal (409, 502) is shown as it is.
 */
export function RefundOrderButton({ order, onRefunded }: RefundOrderButtonProps) {
  const { t } = useI18n();
  const [refunding, setRefunding] = useState(false);
  if (order.paymentStatus !== 'paid') return null;

  const refund = async () => {
    setRefunding(true);
    try {
      await refundOrder(order._id);
      toast.success(t('admin.orders.refunded'));
      onRefunded();
    } catch (error) {
      const reason = error instanceof ApiError && error.status ? `: ${error.message}` : '';
      toast.error(`${t('admin.orders.refundFailed')}${reason}`);
    } finally {
      setRefunding(false);
    }
  };

  return (
    <Popconfirm
      title={t('admin.orders.refundConfirm')}
      okText={t('admin.orders.refund')}
      okButtonProps={{ danger: true }}
      onConfirm={() => void refund()}
    >
      <Button icon={<RollbackOutlined aria-hidden />} loading={refunding}>
        {t('admin.orders.refund')}
      </Button>
    </Popconfirm>
  );
}
