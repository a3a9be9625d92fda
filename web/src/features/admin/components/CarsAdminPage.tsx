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

/**
 * Users' cars: engine number, agency, model, year, mileage, warranty, owner and delete; found by
 * VIN, make, model or owner.
 */
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
    // After the documented columns, which keep their order (docs/behaviour.md).
    {
      title: t('admin.cars.owner'),
      key: 'owner',
      // The owner's email is a link, so the admin can write to them.
      render: (_, car) =>
        car.userId ? (
          <>
            {dataText(car.userId.name)}
            <br />
            <a href={`mailto:${car.userId.email}`}>
              <LtrText>{car.userId.email}</LtrText>
            </a>
          </>
        ) : (
          t('admin.orders.deletedUser')
        ),
    },
  ];

  return (
    <Page title={t('admin.nav.cars')}>
      <AdminTable
        table={table}
        columns={columns}
        emptyText={t('admin.cars.empty')}
        searchPlaceholder={t('admin.cars.search')}
        remove={{
          request: (car) => deleteCar(car._id),
          deletedText: t('admin.cars.deleted'),
          failedText: t('admin.cars.deleteFailed'),
        }}
      />
    </Page>
  );
}
