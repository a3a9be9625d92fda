import { CASH_ON_DELIVERY, type OrderView } from '@shop/shared';
import { Descriptions, type DescriptionsProps } from 'antd';
import { LtrText } from '@/components/LtrText';
import { useI18n } from '@/i18n';
import { OrderDocumentButtons } from '@/components/orders/OrderDocumentButtons';
import { DiscountLines } from '@/components/orders/DiscountLines';
import { AddressLines } from '@/components/delivery/AddressLines';
import { deliveryDaysText } from '@/components/delivery/delivery-days';
import { cardText, useCustomerDetail, useOrderFormats } from '@/components/orders/order-display';
import styles from './OrderDetails.module.css';

/**
 * What an order holds, under its row: who, when, where to and its delivery, the lines, the VAT,
 * the card or cash on delivery, and the payment status's changes by hand (who, when, why).
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t, language, formatPrice, formatNumber, nameOf } = useI18n();
  const { shipping, paymentChanges = [] } = order;
  const { formatDate } = useOrderFormats();
  const detail = useCustomerDetail();

  /** The order's tax documents: each one's number, and its downloads where the order offers them. */
  const documentItems = (
    [
      ['invoice', order.invoice, t('admin.orders.invoice')],
      ['credit-note', order.creditNote, t('admin.orders.creditNote')],
    ] as const
  ).flatMap(([kind, document, label]) =>
    document
      ? [
          {
            key: kind,
            label,
            children: (
              <>
                <LtrText>{document.number}</LtrText>{' '}
                <OrderDocumentButtons order={order} kind={kind} as="admin" />
              </>
            ),
          },
        ]
      : [],
  );
  const items: DescriptionsProps['items'] = [
    {
      key: 'customer',
      label: t('admin.orders.customer'),
      children: order.user ? (
        <>
          <bdi>{order.user.name}</bdi>{' '}
          <a href={`mailto:${order.user.email}`}>
            <LtrText>{order.user.email}</LtrText>
          </a>
        </>
      ) : (
        t('admin.orders.deletedUser')
      ),
    },
    { key: 'date', label: t('admin.orders.date'), children: formatDate(order.createdAt) },
    // When the payment settled: a paid order's payment time is what a refund or dispute asks for.
    ...(order.paidAt
      ? [{ key: 'paidAt', label: t('admin.orders.paidAt'), children: formatDate(order.paidAt) }]
      : []),
    {
      key: 'fullname',
      label: t('admin.orders.fullname'),
      children: <bdi>{detail(order.fullname)}</bdi>,
    },
    {
      key: 'phone',
      label: t('admin.orders.phone'),
      children: <LtrText>{detail(order.phone)}</LtrText>,
    },
    {
      key: 'address',
      label: t('admin.orders.shippingAddress'),
      children: shipping ? (
        <AddressLines address={shipping.address} cityAr={shipping.cityAr} />
      ) : (
        <bdi className={styles.address}>{detail(order.shippingAddress)}</bdi>
      ),
    },
    ...(shipping
      ? [
          {
            key: 'delivery',
            label: t('admin.orders.delivery'),
            children: (
              <>
                {shipping.fee === 0 ? t('delivery.free') : formatPrice(shipping.fee)} ·{' '}
                {deliveryDaysText(language, shipping)}
              </>
            ),
          },
        ]
      : []),
    ...(shipping?.tracking
      ? [
          {
            key: 'tracking',
            label: t('admin.orders.tracking'),
            children: (
              <a href={shipping.tracking.url} target="_blank" rel="noopener noreferrer">
                {shipping.tracking.carrier} <LtrText>{shipping.tracking.number}</LtrText>
              </a>
            ),
          },
        ]
      : []),
    {
      key: 'lines',
      label: t('admin.orders.lines'),
      span: 'filled',
      children: (
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={`${line.itemId}-${index}`}>
              {/* In the admin's language, as the order was placed (the other where it had one). */}
              <bdi>{nameOf(line)}</bdi> × {formatNumber(line.quantity)} –{' '}
              <span className={styles.price}>{formatPrice(line.price)}</span>
            </li>
          ))}
          <DiscountLines discounts={order.discounts} className={styles.discount} />
        </ul>
      ),
    },
    { key: 'vat', label: t('admin.orders.vat'), children: formatPrice(order.vat) },
    order.paymentMethod === CASH_ON_DELIVERY
      ? {
          key: 'method',
          label: t('admin.orders.paymentMethod'),
          children: t('admin.orders.cashOnDelivery'),
        }
      : {
          key: 'card',
          label: t('admin.orders.card'),
          children: <LtrText>{cardText(order)}</LtrText>,
        },
    ...(paymentChanges.length > 0
      ? [
          {
            key: 'paymentChanges',
            label: t('admin.orders.paymentChanges'),
            span: 'filled' as const,
            children: (
              <ul className={styles.lines}>
                {paymentChanges.map((change) => (
                  <li key={change.at}>
                    <bdi>
                      {t('admin.orders.paymentChange')
                        .replace('{date}', formatDate(change.at))
                        .replace('{who}', `${change.by.name} <${change.by.email}>`)
                        .replace('{from}', t(`order.paymentStatus.${change.from}`))
                        .replace('{to}', t(`order.paymentStatus.${change.to}`))
                        .replace('{reason}', change.reason ?? '')}
                    </bdi>
                  </li>
                ))}
              </ul>
            ),
          },
        ]
      : []),
    ...documentItems,
  ];

  // Two pairs a row at most, so the details fit under the row instead of widening the table.
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }}
      items={items}
    />
  );
}
