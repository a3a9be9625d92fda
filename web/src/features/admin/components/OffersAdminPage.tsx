import type { Offer } from '@shop/shared';
import { Tag, type TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { formatPercent, useI18n } from '@/i18n';
import { deleteOffer, getOfferPage, saveOffer } from '../api/promotions';
import { useAdminTable } from '../hooks/use-admin-table';
import { usePromotionToggle } from '../hooks/use-promotion-toggle';
import { AdminEditableList } from './AdminEditableList';
import { dataText, YesNo } from './admin-table-cells';
import { offerRequestOf, offerValuesOf } from './offer-form-values';
import { OfferForm } from './OfferForm';
import { usePromotionStateColumns } from './promotion-columns';

/**
 * The automatic offers (issue 27): applied without a code whenever a cart qualifies, highest
 * priority first; added, updated, paused and deleted as every back-office list.
 */
export function OffersAdminPage() {
  const { t, language, nameOf, formatPrice, formatNumber } = useI18n();
  const table = useAdminTable('offers', getOfferPage);
  const toggle = usePromotionToggle(
    (offer: Offer) => offerRequestOf(offerValuesOf(offer)),
    saveOffer,
    table.changed,
  );

  const gives = (offer: Offer) => {
    switch (offer.type) {
      case 'percent':
        return formatPercent((offer.value ?? 0) / 100, language);
      case 'fixed':
        return formatPrice(offer.value ?? 0);
      case 'freeDelivery':
        return t('admin.offers.freeDelivery');
      case 'buyXGetY':
        return t('admin.offers.buyXGetYText')
          .replace('{buy}', formatNumber(offer.buyQuantity ?? 0))
          .replace('{free}', formatNumber(offer.freeQuantity ?? 0));
    }
  };

  const stateColumns = usePromotionStateColumns(toggle, (offer: Offer) => nameOf(offer));
  const columns: TableColumnsType<Offer> = [
    {
      key: 'name',
      title: t('catalog.field.name'),
      render: (_, offer) => (
        <>
          {dataText(nameOf(offer))} {!offer.active && <Tag>{t('admin.coupons.paused')}</Tag>}
        </>
      ),
    },
    { key: 'gives', title: t('admin.offers.type'), render: (_, offer) => gives(offer) },
    {
      key: 'priority',
      title: t('admin.offers.priority'),
      align: 'end',
      render: (_, offer) => formatNumber(offer.priority),
    },
    {
      key: 'combinable',
      title: t('admin.offers.combinable'),
      render: (_, offer) => <YesNo value={offer.combinable} />,
    },
    ...stateColumns,
  ];

  return (
    <Page title={t('admin.nav.offers')}>
      <AdminEditableList
        table={table}
        form={(props) => <OfferForm {...props} />}
        columns={columns}
        emptyText={t('admin.offers.empty')}
        remove={{
          request: (offer) => deleteOffer(offer._id),
          deletedText: t('admin.offers.deleted'),
          failedText: t('admin.offers.deleteFailed'),
        }}
      />
    </Page>
  );
}
