import { Switch, type TableColumnsType } from 'antd';
import { useI18n } from '@/i18n';
import { shopDay } from './promotion-form-values';

interface PromotionRow {
  _id: string;
  active: boolean;
  startsAt?: string;
  endsAt?: string;
}

/**
 * The columns a coupon's and an offer's rows end with: the Saudi days it runs, and the switch
 * that pauses or resumes it (`toggle`: usePromotionToggle), labelled with `label` of the row.
 */
export function usePromotionStateColumns<Row extends PromotionRow>(
  toggle: { pending?: string; run: (row: Row) => Promise<void> },
  label: (row: Row) => string,
): TableColumnsType<Row> {
  const { t } = useI18n();
  return [
    {
      key: 'dates',
      title: t('admin.coupons.dates'),
      render: (_, row) =>
        [row.startsAt, row.endsAt].map((day) => (day ? shopDay(day) : '…')).join(' – '),
    },
    {
      key: 'active',
      title: t('admin.coupons.active'),
      render: (_, row) => (
        <Switch
          checked={row.active}
          loading={toggle.pending === row._id}
          aria-label={`${t('admin.coupons.active')} ${label(row)}`}
          onChange={() => void toggle.run(row)}
        />
      ),
    },
  ];
}
