import { Typography } from 'antd';
import { useI18n } from '@/i18n';
import { FEW_LEFT_THRESHOLD } from './stock';

/** 'Out of stock' or 'Only N left' under the price; nothing for plenty or untracked stock. */
export function StockNote({ stock }: { stock: number | undefined }) {
  const { t, formatNumber } = useI18n();
  if (stock === undefined || stock >= FEW_LEFT_THRESHOLD) return null;
  return (
    <Typography.Text type={stock === 0 ? 'danger' : 'warning'} strong role="status">
      {stock === 0 ? t('stock.out') : t('stock.few').replace('{count}', formatNumber(stock))}
    </Typography.Text>
  );
}
