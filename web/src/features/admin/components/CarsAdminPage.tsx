import type { TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteCar } from '../api/delete-car';
import type { AdminCar } from '@shop/shared';
import { getCars } from '../api/get-cars';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminTable } from './AdminTable';
import { YesNo, dataText } from './admin-table-cells';

/** Users' cars: engine number, agency, model, year, mileage, warranty and delete. */
export function CarsAdminPage() {
  const { t } = useI18n();
  const table = useAdminTable('cars', getCars);

  const columns: TableColumnsType<AdminCar> = [
    {
      title: t('admin.cars.engineNumber'),
      dataIndex: 'engineNumber',
      render: (engineNumber?: string) => engineNumber && <LtrText>{engineNumber}</LtrText>,
    },
    {
      title: t('catalog.field.agency'),
      key: 'agency',
      // A car known by its VIN shows the maker the shop read from it.
      render: (_, car) => dataText(car.carDetails?.agency ?? car.decoded?.manufacturer),
    },
    {
      title: t('catalog.field.model'),
      key: 'model',
      render: (_, car) => dataText(car.carDetails?.model),
    },
    {
      title: t('catalog.field.year'),
      key: 'year',
      render: (_, car) => car.carDetails?.year ?? car.decoded?.modelYear,
    },
    { title: t('catalog.field.mileage'), dataIndex: 'mileage' },
    {
      title: t('catalog.field.warranty'),
      key: 'warranty',
      render: (_, car) => <YesNo value={car.carDetails?.warranty} />,
    },
  ];

  return (
    <Page title={t('admin.nav.cars')}>
      <AdminTable
        table={table}
        columns={columns}
        emptyText={t('admin.cars.empty')}
        remove={{
          request: (car) => deleteCar(car._id),
          deletedText: t('admin.cars.deleted'),
          failedText: t('admin.cars.deleteFailed'),
        }}
      />
    </Page>
  );
}
