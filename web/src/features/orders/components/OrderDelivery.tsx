import { CASH_ON_DELIVERY, type OrderShipping, type OrderView } from '@shop/shared';
import { LtrText } from '@/components/LtrText';
import { deliveryDaysText } from '@/components/delivery/delivery-days';
import { useOrderFormats } from '@/components/orders/order-display';
import { useI18n } from '@/i18n';
import styles from './orders.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days between which an order placed at `placedAt` is expected, as its quote said. */
export const expectedDays = (
  placedAt: string,
  { minDays, maxDays }: Pick<OrderShipping, 'minDays' | 'maxDays'>,
): [Date, Date] => {
  const placed = new Date(placedAt).getTime();
  return [new Date(placed + minDays * DAY_MS), new Date(placed + maxDays * DAY_MS)];
};

/**
 * Where an order's parcel stands: the days it was quoted and when it is expected, while it is on
 * its way; when it was shipped, with the carrier's tracking page and number; when delivered.
 */
export function OrderDelivery({
  order,
  shipping,
}: {
  order: Pick<OrderView, 'createdAt' | 'shippingStatus' | 'paymentStatus' | 'paymentMethod'>;
  shipping: OrderShipping;
}) {
  const { t, language } = useI18n();
  const { formatDate, formatDay } = useOrderFormats();
  // Only an order that will ship is expected: paid, or paid in cash at the door. One awaiting its
  // card payment (or never paid) has no day to expect.
  const willShip =
    order.paymentStatus === 'paid' ||
    (order.paymentStatus === 'initiated' && order.paymentMethod === CASH_ON_DELIVERY);
  const onItsWay = willShip && !['delivered', 'canceled'].includes(order.shippingStatus);
  const [from, to] = expectedDays(order.createdAt, shipping);

  return (
    <div className={styles.delivery}>
      <p>{deliveryDaysText(language, shipping)}</p>
      {onItsWay && (
        <p>
          {t('orders.expected').replace('{from}', formatDay(from)).replace('{to}', formatDay(to))}
        </p>
      )}
      {shipping.shippedAt && (
        <p>{t('orders.shippedOn').replace('{date}', formatDate(shipping.shippedAt))}</p>
      )}
      {shipping.tracking && (
        <p>
          <a href={shipping.tracking.url} target="_blank" rel="noopener noreferrer">
            {t('orders.trackWith').replace('{carrier}', shipping.tracking.carrier)}
          </a>
          <span className={styles.trackingNumber}>
            <LtrText>{shipping.tracking.number}</LtrText>
          </span>
        </p>
      )}
      {shipping.deliveredAt && (
        <p>{t('orders.deliveredOn').replace('{date}', formatDate(shipping.deliveredAt))}</p>
      )}
    </div>
  );
}
