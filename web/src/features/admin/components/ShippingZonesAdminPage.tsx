import type { ShippingZone } from '@shop/shared';
import type { TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { useCities } from '@/lib/delivery/queries';
import { deleteZone, getZonePage } from '../api/shipping-zones';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { YesNo } from './admin-table-cells';
import { ShippingZoneForm } from './ShippingZoneForm';

/**
 * The merchant's shipping zones (issue 25): which cities each serves, its fee, free delivery
 * threshold, delivery days and cash on delivery; added, updated and deleted as every back-office
 * list. A city no zone lists is not served.
 */
export function ShippingZonesAdminPage() {
  const { t, nameOf, formatPrice, formatNumber } = useI18n();
  const table = useAdminTable('shipping-zones', getZonePage);
  const cities = useCities();
  const cityName = (name: string) => {
    const city = cities.data?.find((candidate) => candidate.name === name);
    return city ? nameOf(city) : name;
  };

  const columns: TableColumnsType<ShippingZone> = [
    { title: t('catalog.field.name'), key: 'name', render: (_, zone) => <bdi>{nameOf(zone)}</bdi> },
    {
      title: t('admin.zones.cities'),
      key: 'cities',
      render: (_, zone) => <bdi>{zone.cities.map(cityName).join('، ')}</bdi>,
    },
    { title: t('admin.zones.fee'), dataIndex: 'fee', align: 'end', render: formatPrice },
    {
      title: t('admin.zones.freeAbove'),
      dataIndex: 'freeAbove',
      align: 'end',
      render: (amount?: number) => (amount === undefined ? '—' : formatPrice(amount)),
    },
    {
      title: t('admin.zones.days'),
      key: 'days',
      render: (_, zone) => `${formatNumber(zone.minDays)}–${formatNumber(zone.maxDays)}`,
    },
    {
      title: t('admin.zones.cod'),
      key: 'cod',
      render: (_, zone) => (
        <>
          <YesNo value={zone.cod} />
          {zone.cod && zone.codFee !== undefined && ` (+${formatPrice(zone.codFee)})`}
        </>
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.shippingZones')}>
      <AdminEditableList
        table={table}
        form={(props) => <ShippingZoneForm {...props} />}
        columns={columns}
        emptyText={t('admin.zones.empty')}
        remove={{
          request: (zone) => deleteZone(zone._id),
          deletedText: t('admin.zones.deleted'),
          failedText: t('admin.zones.deleteFailed'),
        }}
      />
    </Page>
  );
}
