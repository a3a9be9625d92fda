import { CASH_ON_DELIVERY, type OrderView, type PaymentStatus } from '@shop/shared';
import { Button, Card, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LtrText } from '@/components/LtrText';
import { paths } from '@/config/paths';
import { useI18n, type MessageKey } from '@/i18n';
import {
  PaymentStatusTag,
  RefundReasonText,
  ShippingStatusTag,
  cardText,
  orderReference,
  useOrderFormats,
} from '@/components/orders/order-display';
import { OrderDocumentButtons } from '@/components/orders/OrderDocumentButtons';
import { fillTemplate } from '@/lib/fill-template';
import { goesNowhere, OrderDestination } from './OrderDestination';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

interface OrderCardProps {
  order: OrderView;
  /** The order the page was opened for (`?order=<id>`): marked, and scrolled to. */
  highlighted?: boolean;
  /**
   * The shopper's newest order, whose cart is still the cart: when its card payment failed or
   * was not completed, it offers to pay that cart again (a new order and payment; the server
   * replaces nothing paid).
   */
  latest?: boolean;
}

/**
 * Why the newest card order offers to pay again: its payment failed, or was not completed (the
 * shopper left the 3-D Secure page); none once paid or refunded.
 */
const PAY_AGAIN_TEXTS: Partial<Record<PaymentStatus, MessageKey>> = {
  failed: 'orders.payAgainText',
  initiated: 'orders.notCompletedText',
};

/** One order of My Orders: when, what, how much, and where payment and delivery stand. */
export function OrderCard({ order, highlighted = false, latest = false }: OrderCardProps) {
  const { t } = useI18n();
  const { formatDate } = useOrderFormats();
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  const titleId = `order-${order._id}`;
  const payAgainText = PAY_AGAIN_TEXTS[order.paymentStatus];

  useEffect(() => {
    // jsdom has no scrolling; browsers do.
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      className={highlighted ? `${styles.order} ${styles.highlighted}` : styles.order}
    >
      <Card
        title={
          <div className={styles.orderTitle}>
            <h2 id={titleId} className={styles.orderHeading}>
              {fillTemplate(t('orders.order'), '{id}', <LtrText>{orderReference(order)}</LtrText>)}
            </h2>
            <span className={styles.date}>
              {t('orders.placedOn').replace('{date}', formatDate(order.createdAt))}
            </span>
          </div>
        }
      >
        <Space wrap size="large" className={styles.statuses}>
          <span>
            {t('orders.payment')}: <PaymentStatusTag order={order} />
          </span>
          {!goesNowhere(order) && (
            <span>
              {t('orders.shipping')}: <ShippingStatusTag status={order.shippingStatus} />
            </span>
          )}
        </Space>
        {latest && payAgainText && order.paymentMethod !== CASH_ON_DELIVERY && (
          // A card payment failed or not completed leaves the cart as it was: the payment screen
          // pays it anew (an order still awaiting its payment is replaced, not paid twice).
          <p className={styles.payAgain}>
            {t(payAgainText)}{' '}
            <Button type="primary" onClick={() => navigate(paths.payment)}>
              {t('orders.payAgain')}
            </Button>
          </p>
        )}
        {order.refundReason && (
          <p className={styles.refundReason}>
            <RefundReasonText order={order} />
          </p>
        )}
        <OrderLines order={order} />
        <dl className={styles.details}>
          {order.paymentMethod === CASH_ON_DELIVERY ? (
            <div>
              <dt>{t('orders.paymentMethod')}</dt>
              <dd>{t('delivery.cashOnDelivery')}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('orders.card')}</dt>
              <dd>
                <LtrText>{cardText(order)}</LtrText>
              </dd>
            </div>
          )}
          <OrderDestination order={order} />
        </dl>
        <Space wrap size="small">
          <OrderDocumentButtons order={order} kind="invoice" as="owner" />
          <OrderDocumentButtons order={order} kind="credit-note" as="owner" />
        </Space>
      </Card>
    </article>
  );
}
