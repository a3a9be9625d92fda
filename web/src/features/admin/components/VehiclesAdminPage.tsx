import type { VehicleMake } from '@shop/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { getMakePage } from '../api/get-vehicle-pages';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { bothNamesColumns, TableImage } from './admin-table-cells';
import { VehicleMakeForm } from './VehicleMakeForm';

/**
 * The vehicle catalog's makes (the garage's car brands: one list), found by their name or a
 * model's, in English or Arabic. Update renames a make; Models opens its models, where they are
 * added, changed and deleted.
 */
export function VehiclesAdminPage() {
  const i18n = useI18n();
  const { t, nameOf } = i18n;
  const table = useAdminTable('vehicle-makes', getMakePage);

  const columns: TableColumnsType<VehicleMake> = [
    {
      title: t('catalog.field.logo'),
      key: 'logo',
      render: (_, make) => <TableImage src={make.logo.url} />,
    },
    ...bothNamesColumns<VehicleMake>(i18n),
    {
      title: t('admin.vehicles.models'),
      key: 'models',
      width: 1,
      render: (_, make) => (
        // The search goes along: "camry" found Toyota, and its models page shows the Camry.
        <Link
          to={paths.dashboard.vehicleModels.to(make._id, table.search)}
          aria-label={t('admin.vehicles.modelsTitle').replace('{make}', nameOf(make))}
        >
          {t('admin.vehicles.models')}
        </Link>
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.vehicles')}>
      <AdminEditableList
        table={table}
        form={(props) => <VehicleMakeForm {...props} />}
        columns={columns}
        emptyText={t('admin.vehicles.empty')}
        searchPlaceholder={t('admin.vehicles.search')}
      />
    </Page>
  );
}
