import {
  SHOP_TIME_ZONE,
  type OrderView,
  type PaymentStatus,
  type ShippingStatus,
} from '@shop/shared';
import { Tag } from 'antd';
import { useI18n, LANGUAGES } from '@/i18n';

/** How an order's statuses read at a glance: settled ones green, trouble red. */
const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  initiated: 'gold',
  paid: 'green',
  failed: 'red',
  refunded: 'purple',
};
const SHIPPING_COLORS: Record<ShippingStatus, string> = {
  pending: 'default',
  processing: 'blue',
  shipped: 'cyan',
  delivered: 'green',
  canceled: 'red',
};

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useI18n();
  return <Tag color={PAYMENT_COLORS[status]}>{t(`order.paymentStatus.${status}`)}</Tag>;
}

export function ShippingStatusTag({ status }: { status: ShippingStatus }) {
  const { t } = useI18n();
  return <Tag color={SHIPPING_COLORS[status]}>{t(`order.shippingStatus.${status}`)}</Tag>;
}

/** The card an order was paid with, as much as the shop keeps of it: 'visa •••• 1111'. */
export const cardText = ({ card }: Pick<OrderView, 'card'>) => `${card.brand} •••• ${card.last4}`;

/** When an order was placed, in Saudi time, as the screen's language writes dates. */
export function useOrderDate() {
  const { language } = useI18n();
  const format = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    // Gregorian in Arabic too: some browsers default ar-SA to the Hijri calendar.
    calendar: 'gregory',
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (iso: string) => format.format(new Date(iso));
}
