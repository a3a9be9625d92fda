import type { Package } from '@shop/shared';
import { Descriptions, Tag, type TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deletePackage } from '../api/delete-package';
import { getPackages } from '../api/get-catalog-pages';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { bilingualColumn, dataText, TableImage } from './admin-table-cells';
import { PackageForm } from './PackageForm';

/**
 * Add, update and delete packages. Update on a row swaps the add form for the update form,
 * prefilled with that row; a successful update swaps back (docs/behaviour.md). A row opens onto
 * its description and the products it holds.
 */
export function PackagesAdminPage() {
  const { t, nameOf, formatPrice, formatNumber } = useI18n();
  const table = useAdminTable('packages', getPackages);

  const columns: TableColumnsType<Package> = [
    {
      title: t('catalog.field.logo'),
      key: 'logo',
      render: (_, pkg) => <TableImage src={pkg.logo?.url} />,
    },
    bilingualColumn('name', t('catalog.field.name'), nameOf),
    { title: t('catalog.field.price'), dataIndex: 'price', render: formatPrice },
    { title: t('catalog.field.mileage'), dataIndex: 'mileage', render: formatNumber },
  ];

  return (
    <Page title={t('admin.nav.package')}>
      <AdminEditableList
        table={table}
        form={(props) => <PackageForm {...props} />}
        columns={columns}
        emptyText={t('admin.packages.empty')}
        remove={{
          request: (pkg) => deletePackage(pkg._id),
          deletedText: t('admin.packages.deleted'),
          failedText: t('admin.packages.deleteFailed'),
        }}
        expandable={{
          expandedRowRender: (pkg) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('catalog.field.description')}>
                {dataText(pkg.description)}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.packages.products')}>
                {pkg.products.map((product) => (
                  <Tag key={product._id}>{dataText(nameOf(product))}</Tag>
                ))}
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
      />
    </Page>
  );
}
