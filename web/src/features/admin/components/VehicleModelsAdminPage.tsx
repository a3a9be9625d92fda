import type { VehicleModel } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { deleteVehicleModel } from '../api/delete-vehicle-model';
import { modelPageLoader } from '../api/get-vehicle-pages';
import { vehicleMakesQuery } from '../api/vehicle-queries';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { bothNamesColumns } from './admin-table-cells';
import { VehicleModelForm } from './VehicleModelForm';

/**
 * The models of one make of the vehicle catalog, found by name in English or Arabic: their model
 * years and engines, added, changed and deleted here.
 */
export function VehicleModelsAdminPage() {
  const i18n = useI18n();
  const { t, nameOf, formatYear } = i18n;
  const makeId = useParams().makeId ?? '';
  const load = useMemo(() => modelPageLoader(makeId), [makeId]);
  const table = useAdminTable(`vehicle-models:${makeId}`, load);
  const { data: makes } = useQuery(vehicleMakesQuery());
  const make = makes?.find((candidate) => candidate._id === makeId);

  const columns: TableColumnsType<VehicleModel> = [
    ...bothNamesColumns<VehicleModel>(i18n),
    {
      title: t('admin.fitments.years'),
      key: 'years',
      render: (_, model) =>
        `${formatYear(model.yearFrom)}–${
          model.yearTo === undefined ? t('admin.vehicles.stillSold') : formatYear(model.yearTo)
        }`,
    },
    {
      title: t('admin.vehicles.engines'),
      key: 'engines',
      render: (_, model) => (
        <LtrText>{model.engines.map((engine) => engine.code).join(', ')}</LtrText>
      ),
    },
  ];

  return (
    <Page
      title={t('admin.vehicles.modelsTitle').replace('{make}', make ? nameOf(make) : '…')}
      intro={<Link to={paths.dashboard.vehicles}>{t('admin.vehicles.allMakes')}</Link>}
    >
      <AdminEditableList
        table={table}
        form={(props) => <VehicleModelForm makeId={makeId} {...props} />}
        columns={columns}
        emptyText={t('admin.vehicles.noModels')}
        searchPlaceholder={t('admin.vehicles.search')}
        remove={{
          request: (model) => deleteVehicleModel(model._id),
          deletedText: t('admin.vehicles.modelDeleted'),
          failedText: t('admin.vehicles.modelDeleteFailed'),
        }}
      />
    </Page>
  );
}
