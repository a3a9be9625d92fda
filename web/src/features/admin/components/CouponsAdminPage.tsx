import type { Coupon } from '@shop/shared';
import { Tag, type TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { formatPercent, useI18n } from '@/i18n';
import { deleteCoupon, getCouponPage, saveCoupon } from '../api/promotions';
import { useAdminTable } from '../hooks/use-admin-table';
import { usePromotionToggle } from '../hooks/use-promotion-toggle';
import { AdminEditableList } from './AdminEditableList';
import { dataText } from './admin-table-cells';
import { couponRequestOf, formValuesOf } from './coupon-form-values';
import { CouponForm } from './CouponForm';
import { usePromotionStateColumns } from './promotion-columns';

/**
 * The back office's coupons (issue 27): the list with each one's uses so far and the discount
 * its paid orders got, added, updated, paused and deleted as every back-office list.
 */
export function CouponsAdminPage() {
  const { t, language, formatPrice, formatNumber } = useI18n();
  const table = useAdminTable('coupons', getCouponPage);
  const toggle = usePromotionToggle(
    (coupon: Coupon) => couponRequestOf(formValuesOf(coupon)),
    saveCoupon,
    table.changed,
  );

  const stateColumns = usePromotionStateColumns(toggle, (coupon: Coupon) => coupon.code);
  const columns: TableColumnsType<Coupon> = [
    {
      key: 'code',
      title: t('admin.coupons.code'),
      render: (_, coupon) => (
        <>
          {dataText(coupon.code)} {!coupon.active && <Tag>{t('admin.coupons.paused')}</Tag>}
        </>
      ),
    },
    {
      key: 'value',
      title: t('admin.coupons.value'),
      render: (_, coupon) =>
        coupon.type === 'percent'
          ? formatPercent(coupon.value / 100, language)
          : formatPrice(coupon.value),
    },
    {
      key: 'uses',
      title: t('admin.coupons.uses'),
      render: (_, coupon) =>
        coupon.maxUses === undefined
          ? formatNumber(coupon.uses)
          : `${formatNumber(coupon.uses)} / ${formatNumber(coupon.maxUses)}`,
    },
    {
      key: 'given',
      title: t('admin.coupons.discountGiven'),
      align: 'end',
      render: (_, coupon) => formatPrice(coupon.discountGiven),
    },
    ...stateColumns,
  ];

  return (
    <Page title={t('admin.nav.coupons')}>
      <AdminEditableList
        table={table}
        form={(props) => <CouponForm {...props} />}
        columns={columns}
        emptyText={t('admin.coupons.empty')}
        remove={{
          request: (coupon) => deleteCoupon(coupon._id),
          deletedText: t('admin.coupons.deleted'),
          failedText: t('admin.coupons.deleteFailed'),
        }}
      />
    </Page>
  );
}
