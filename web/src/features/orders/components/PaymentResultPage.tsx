import { CASH_ON_DELIVERY, type OrderView, type PaymentStatus } from '@shop/shared';
import { Button, Card, Result, Space } from 'antd';
import type { ResultProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { RecordUnavailable } from '@/components/RecordUnavailable';
import { paths } from '@/config/paths';
import { useRefetchCart } from '@/lib/cart/cart-query';
import { useI18n, type MessageKey } from '@/i18n';
import { RefundReasonText, isAbandoned, orderReference } from '@/components/orders/order-display';
import { useSessionStore } from '@/stores/session-store';
import { myOrderQuery } from '../api/order-queries';
import { fillTemplate } from '@/lib/fill-template';
import { OrderDestination } from './OrderDestination';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

interface Outcome {
  status: ResultProps['status'];
  title: MessageKey;
  text: MessageKey;
}

/**
 * How each payment outcome is told. `initiated` is a payment not completed: the cardholder left
 * the 3-D Secure page (back, closed), or the provider has not said yet. It never failed.
 */
const OUTCOMES: Record<PaymentStatus, Outcome> = {
  paid: { status: 'success', title: 'payment.result.paid', text: 'payment.result.paidText' },
  failed: { status: 'error', title: 'payment.result.failed', text: 'payment.result.failedText' },
  initiated: {
    status: 'warning',
    title: 'payment.result.notCompleted',
    text: 'payment.result.notCompletedText',
  },
  refunded: {
    status: 'info',
    title: 'payment.result.refunded',
    text: 'payment.result.refundedText',
  },
};
/** A payment not completed that the shop no longer waits for: nothing more to check. */
const ABANDONED: Outcome = { ...OUTCOMES.initiated, text: 'payment.result.abandonedText' };

const outcomeOf = (order: OrderView): Outcome =>
  isAbandoned(order) ? ABANDONED : OUTCOMES[order.paymentStatus];

/**
 * Where the browser lands after paying (`/payment/result?order=<id>`): whether the payment went
 * through, the order's lines and total, where it goes and when, and the way on — for a payment
 * failed or not completed, to try again. A paid order has emptied the cart, so the header's count
 * is brought up to date.
 */
export function PaymentResultPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order') ?? '';
  const token = useSessionStore((state) => state.storedToken);
  const query = useQuery(myOrderQuery(token, orderId));
  const navigate = useNavigate();

  // The order took the cart's lines: the header's count follows.
  const refetchCart = useRefetchCart();
  useEffect(() => void refetchCart(), [refetchCart]);

  const order = query.data;
  const shopLink = (
    <Link key="shop" to={paths.products}>
      {t('payment.result.continueShopping')}
    </Link>
  );

  if (!order) {
    return (
      <RecordUnavailable
        title={t('page.paymentResult')}
        query={query}
        notFoundText={t('payment.result.notFound')}
        failedText={t('orders.orderLoadFailed')}
        backTo={{ to: paths.products, label: t('payment.result.continueShopping') }}
      />
    );
  }
  const outcome = outcomeOf(order);
  const awaited = order.paymentStatus === 'initiated' && !isAbandoned(order);
  return (
    <Page title={t('page.paymentResult')}>
      <Result
        status={outcome.status}
        title={t(outcome.title)}
        subTitle={order.refundReason ? <RefundReasonText order={order} /> : t(outcome.text)}
        extra={
          // Centred on every row, as the text above: wrapped on a phone, the rows would start at
          // the start side.
          <Space wrap className={styles.resultActions}>
            {order.paymentStatus === 'failed' && (
              // The cart link reloads the page, as the header's does.
              <Button type="primary" href={paths.cart}>
                {t('payment.result.backToCart')}
              </Button>
            )}
            {order.paymentStatus === 'initiated' && order.paymentMethod !== CASH_ON_DELIVERY && (
              // Not completed: the cart is as it was, and the payment screen pays it anew (as My
              // Orders' Pay again does), replacing this order should it still await its payment.
              <Button type="primary" onClick={() => navigate(paths.payment)}>
                {t('orders.payAgain')}
              </Button>
            )}
            {awaited && (
              <Button onClick={() => void query.refetch()}>{t('payment.result.checkAgain')}</Button>
            )}
            <Link to={paths.myOrders.to(order._id)}>{t('payment.result.viewOrder')}</Link>
            {shopLink}
          </Space>
        }
      />
      <Card
        className={styles.resultOrder}
        title={fillTemplate(t('orders.order'), '{id}', <LtrText>{orderReference(order)}</LtrText>)}
      >
        <OrderLines order={order} />
        <dl className={styles.details}>
          <OrderDestination order={order} />
        </dl>
      </Card>
    </Page>
  );
}
