import type { OrderView } from '@shop/shared';
import { Tag } from 'antd';
import { useI18n } from '@/i18n';
import { DiscountLines } from '@/components/orders/DiscountLines';
import { useOrderFormats } from '@/components/orders/order-display';
import styles from './orders.module.css';

/**
 * An order's lines ('name × quantity' and the line price); its delivery (free, or its fee and
 * the cash-on-delivery fee inside it); then its discounts (issue 27: in the reader's language, as
 * amounts taken off), so that a free-delivery offer reads under the fee it takes off, as the mails
 * and the tax invoice state them; its total and the VAT inside it.
 */
export function OrderLines({
  order,
}: {
  order: Pick<OrderView, 'lines' | 'totalPrice' | 'vat' | 'shipping' | 'discounts'>;
}) {
  const { t, formatPrice, formatNumber, nameOf } = useI18n();
  const { vatRate } = useOrderFormats();
  return (
    <div>
      <ul className={styles.lines} aria-label={t('orders.items')}>
        {order.lines.map((line, index) => (
          <li key={`${line.kind}:${line.itemId}:${index}`} className={styles.line}>
            <span>
              <bdi>{nameOf(line)}</bdi>{' '}
              <span className={styles.quantity}>× {formatNumber(line.quantity)}</span>
              {line.kind === 'package' && <Tag className={styles.kind}>{t('orders.package')}</Tag>}
            </span>
            <span>{formatPrice(line.price)}</span>
          </li>
        ))}
        {order.shipping && (
          <li className={styles.line}>
            <span>
              {t('orders.deliveryFee')}
              {order.shipping.codFee ? (
                <span className={styles.codFee}>
                  {' '}
                  ({t('orders.codFeeIncluded').replace('{fee}', formatPrice(order.shipping.codFee))}
                  )
                </span>
              ) : null}
            </span>
            <span>
              {order.shipping.fee === 0 ? t('delivery.free') : formatPrice(order.shipping.fee)}
            </span>
          </li>
        )}
        <DiscountLines discounts={order.discounts} className={styles.line} />
      </ul>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('orders.total')}</dt>
          <dd>{formatPrice(order.totalPrice)}</dd>
        </div>
        <div className={styles.vat}>
          <dt>{t('orders.vatIncluded').replace('{rate}', vatRate)}</dt>
          <dd>{formatPrice(order.vat)}</dd>
        </div>
      </dl>
    </div>
  );
}
