import { VAT_RATE, fromHalalas, includedVatHalalas, toHalalas, type CartLine } from '@shop/shared';
import { Card, Table, Tag } from 'antd';
import { lineItem, lineKey } from '@/lib/cart/lines';
import { LANGUAGES, useI18n } from '@/i18n';
import styles from './PaymentPage.module.css';

interface CartLinesTableProps {
  items: CartLine[];
  /** SAR, VAT included. */
  totalPrice: number;
}

/** What is being paid for: each line's name, quantity and price, the total and its VAT. */
export function CartLinesTable({ items, totalPrice }: CartLinesTableProps) {
  const { t, language, formatPrice, formatNumber, nameOf } = useI18n();
  const vat = fromHalalas(includedVatHalalas(toHalalas(totalPrice), VAT_RATE));
  const rate = new Intl.NumberFormat(LANGUAGES[language].locale, { style: 'percent' }).format(
    VAT_RATE,
  );

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
            <Table.Summary.Row className={styles.totalRow}>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('payment.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="end">
                {formatPrice(totalPrice)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row className={styles.vatRow}>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('payment.vatIncluded').replace('{rate}', rate)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="end">
                {formatPrice(vat)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
    </Card>
  );
}
