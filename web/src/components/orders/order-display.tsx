import {
  DELETED_CUSTOMER_PLACEHOLDER,
  SHOP_TIME_ZONE,
  VAT_RATE,
  type OrderView,
  type PaymentStatus,
  type ShippingStatus,
} from '@shop/shared';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { formatPercent, LANGUAGES, useI18n } from '@/i18n';

// How an order is shown wherever it appears: to its customer and in the back office.

/**
 * How an order's statuses read at a glance: settled ones green, trouble red. Solid dark shades
 * under white text: Ant Design's light presets (green text on pale green) read at 3.4:1, under
 * the 4.5:1 small text needs (axe-core's color-contrast, in the journeys).
 */
const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  initiated: '#874d00',
  paid: '#237804',
  failed: '#a8071a',
  refunded: '#391085',
};
/** A payment never completed: no trouble of the card's, nothing more to wait for. */
const NOT_COMPLETED_COLOR = '#595959';
const SHIPPING_COLORS: Record<ShippingStatus, string> = {
  pending: 'default',
  processing: '#003eb3',
  shipped: '#006d75',
  delivered: '#237804',
  canceled: '#a8071a',
};

/**
 * A customer's detail as an order keeps it (name, phone, address): one the shop erased when the
 * customer deleted their account reads so in the reader's language, not as its placeholder.
 */
export function useCustomerDetail(): (value: string) => string {
  const { t } = useI18n();
  return (value) => (value === DELETED_CUSTOMER_PLACEHOLDER ? t('delivery.erased') : value);
}

/**
 * An order's payment status. One the shop no longer waits for, never completed (`initiated`, as
 * the provider says, and abandoned), reads "Not completed": it did not fail.
 */
export function PaymentStatusTag({
  order,
}: {
  order: Pick<OrderView, 'paymentStatus' | 'paymentAbandonedAt'>;
}) {
  const { t } = useI18n();
  if (isAbandoned(order)) {
    return <Tag color={NOT_COMPLETED_COLOR}>{t('order.paymentNotCompleted')}</Tag>;
  }
  const status = order.paymentStatus;
  return <Tag color={PAYMENT_COLORS[status]}>{t(`order.paymentStatus.${status}`)}</Tag>;
}

/** A card payment never completed that the shop no longer waits for (paymentAbandonedAt). */
export const isAbandoned = (order: Pick<OrderView, 'paymentStatus' | 'paymentAbandonedAt'>) =>
  order.paymentStatus === 'initiated' && order.paymentAbandonedAt !== undefined;

export function ShippingStatusTag({ status }: { status: ShippingStatus }) {
  const { t } = useI18n();
  return <Tag color={SHIPPING_COLORS[status]}>{t(`order.shippingStatus.${status}`)}</Tag>;
}

/** Why a refunded order's money went back to the card, in the shopper's words; else nothing. */
export function RefundReasonText({ order }: { order: Pick<OrderView, 'refundReason'> }) {
  const { t } = useI18n();
  if (!order.refundReason) return null;
  return <>{t(`order.refundReason.${order.refundReason}`)}</>;
}

/** The order's number as the shop shows it everywhere, for the shopper to quote. */
export const orderReference = (order: Pick<OrderView, 'reference'>): string =>
  `#${order.reference}`;

/**
 * The card an order was paid with, as much as the shop keeps of it: 'VISA •••• 1111'; nothing
 * for an order paid otherwise (cash on delivery).
 */
export const cardText = ({ card }: Pick<OrderView, 'card'>): string =>
  card ? `${card.brand.toUpperCase()} •••• ${card.last4}` : '';

/** Dates and days in Saudi time and the VAT rate, as the screen's language writes them. */
export function useOrderFormats() {
  const { language } = useI18n();
  return useMemo(() => {
    const locale = LANGUAGES[language].locale;
    const date = new Intl.DateTimeFormat(locale, {
      // Gregorian in Arabic too: some browsers default ar-SA to the Hijri calendar.
      calendar: 'gregory',
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    });
    const day = new Intl.DateTimeFormat(locale, {
      calendar: 'gregory',
      dateStyle: 'medium',
      timeZone: SHOP_TIME_ZONE,
    });
    return {
      formatDate: (iso: string) => date.format(new Date(iso)),
      /** The day alone, such as a delivery's expected day. */
      formatDay: (when: Date) => day.format(when),
      vatRate: formatPercent(VAT_RATE, language),
    };
  }, [language]);
}
