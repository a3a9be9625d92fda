import { VAT_RATE, fromHalalas, includedVatHalalas, toHalalas, type CartLine } from '@shop/shared';
import type { ReactNode } from 'react';
import { Card, Table, Tag } from 'antd';
import { lineItem, lineKey } from '@/lib/cart/lines';
import { formatPercent, useI18n } from '@/i18n';
import type { CheckoutTotals } from './checkout-totals';
import styles from './PaymentPage.module.css';

interface CartLinesTableProps {
  items: CartLine[];
  /** SAR, VAT included. */
  totalPrice: number;
  /** With a delivery quoted: the items, the delivery and the whole the order will cost. */
  totals?: CheckoutTotals;
  /** The coupon field, under the lines and above the sums, as in the cart's summary. */
  coupon: ReactNode;
}

/**
 * What is being paid for: each line's name, quantity and price, the coupon field, and once a
 * delivery is quoted the items' sum, the delivery (free, or its fee) and the cash-on-delivery fee;
 * the total and its VAT.
 */
export function CartLinesTable({ items, totalPrice, totals, coupon }: CartLinesTableProps) {
  const { t, language, formatPrice, formatNumber, nameOf } = useI18n();
  const total = totals?.total ?? totalPrice;
  const vat = totals?.vat ?? fromHalalas(includedVatHalalas(toHalalas(totalPrice), VAT_RATE));
  const rate = formatPercent(VAT_RATE, language);

  return (
    <Card title={t('payment.orderTitle')}>
      <Table<CartLine>
        dataSource={items}
        rowKey={lineKey}
        pagination={false}
        size="middle"
        columns={[
          {
            key: 'item',
            title: t('payment.item'),
            render: (_, line) => (
              <>
                <bdi>{nameOf(lineItem(line))}</bdi>
                {line.packageId && <Tag className={styles.kind}>{t('cart.package')}</Tag>}
              </>
            ),
          },
          {
            key: 'quantity',
            title: t('payment.quantity'),
            align: 'center',
            render: (_, line) => formatNumber(line.quantity),
          },
          {
            key: 'price',
            title: t('payment.price'),
            align: 'end',
            render: (_, line) => formatPrice(line.price),
          },
        ]}
        summary={() => (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                {coupon}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            {totals && (
              <>
                <SummaryRow label={t('checkout.items')} amount={formatPrice(totals.items)} />
                {totals.discounts.map((discount) => (
                  <SummaryRow
                    key={discount.code ?? discount.label}
                    className={styles.discountRow}
                    label={<bdi>{language === 'ar' ? discount.labelAr : discount.label}</bdi>}
                    amount={`−${formatPrice(discount.amount)}`}
                  />
                ))}
                <SummaryRow
                  label={t('delivery.fee')}
                  amount={totals.delivery === 0 ? t('delivery.free') : formatPrice(totals.delivery)}
                />
                {totals.codFee > 0 && (
                  <SummaryRow label={t('checkout.codFee')} amount={formatPrice(totals.codFee)} />
                )}
              </>
            )}
            <SummaryRow
              className={styles.totalRow}
              label={t('payment.total')}
              amount={formatPrice(total)}
            />
            <SummaryRow
              className={styles.vatRow}
              label={t('payment.vatIncluded').replace('{rate}', rate)}
              amount={formatPrice(vat)}
            />
          </>
        )}
      />
    </Card>
  );
}

/** A line under the table: what is added up, and its amount under the prices. */
function SummaryRow({
  label,
  amount,
  className,
}: {
  label: ReactNode;
  amount: ReactNode;
  className?: string;
}) {
  return (
    <Table.Summary.Row className={className}>
      <Table.Summary.Cell index={0} colSpan={2}>
        {label}
      </Table.Summary.Cell>
      <Table.Summary.Cell index={2} align="end">
        {amount}
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
}
