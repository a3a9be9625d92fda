import { useI18n } from '@/i18n';
import { FEW_LEFT_THRESHOLD } from './stock';
import styles from './StockNote.module.css';

/** 'Out of stock' or 'Only N left' under the price; nothing for plenty or untracked stock. */
export function StockNote({ stock }: { stock: number | undefined }) {
  const { t, formatNumber } = useI18n();
  if (stock === undefined || stock >= FEW_LEFT_THRESHOLD) return null;
  return (
    <strong role="status" className={stock === 0 ? styles.out : styles.few}>
      {stock === 0 ? t('stock.out') : t('stock.few').replace('{count}', formatNumber(stock))}
    </strong>
  );
}
