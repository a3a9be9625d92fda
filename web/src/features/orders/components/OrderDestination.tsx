import type { OrderView, PaymentStatus } from '@shop/shared';
import { LtrText } from '@/components/LtrText';
import { AddressLines } from '@/components/delivery/AddressLines';
import { isAbandoned } from '@/components/orders/order-display';
import { useI18n } from '@/i18n';
import { OrderDelivery } from './OrderDelivery';

/** Payments after which nothing is sent: a shipping status would only read as a wait. */
const UNSHIPPED_PAYMENTS: readonly PaymentStatus[] = ['failed', 'refunded'];
/** ...nor after a card payment not completed that the shop no longer waits for. */
export const goesNowhere = (order: OrderView) =>
  UNSHIPPED_PAYMENTS.includes(order.paymentStatus) || isAbandoned(order);

/**
 * Where an order goes and how its delivery stands, as rows of an order's details (`<dl>`): the
 * address, then its delivery days, expected dates and tracking — none for an order that will not
 * go out (its payment failed, refunded or given up), unless it was sent before its refund. My
 * Orders and the payment result page say the same (docs/behaviour.md, "Delivery").
 */
export function OrderDestination({ order }: { order: OrderView }) {
  const { t } = useI18n();
  return (
    <>
      <div>
        <dt>{t('orders.shipTo')}</dt>
        <dd>
          {order.shipping ? (
            <AddressLines address={order.shipping.address} cityAr={order.shipping.cityAr} />
          ) : (
            <>
              <bdi>{order.fullname}</bdi>
              <br />
              <bdi>{order.shippingAddress}</bdi>
              <br />
              <LtrText>{order.phone}</LtrText>
            </>
          )}
        </dd>
      </div>
      {order.shipping && (order.shipping.shippedAt || !goesNowhere(order)) && (
        <div>
          <dt>{t('orders.tracking')}</dt>
          <dd>
            <OrderDelivery order={order} shipping={order.shipping} />
          </dd>
        </div>
      )}
    </>
  );
}
