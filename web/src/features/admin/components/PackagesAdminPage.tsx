import type { Package } from '@shop/shared';
import { Descriptions, Tag, type TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deletePackage } from '../api/delete-package';
import { getPackages } from '../api/get-catalog-pages';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { bilingualColumn, catalogTextItems, dataText, TableImage } from './admin-table-cells';
import { FitmentTable } from './FitmentTable';
import { PackageForm } from './PackageForm';

/**
 * Add, update and delete packages. Update on a row swaps the add form for the update form,
 * prefilled with that row; a successful update swaps back (docs/behaviour.md). The table shows
 * what its parts cost at catalog prices and its labour; a row opens onto its description, the
 * products it holds and the cars it is for.
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
    { title: t('admin.packages.partsPrice'), dataIndex: 'partsPrice', render: formatPrice },
    {
      title: t('admin.packages.labourPrice'),
      dataIndex: 'labourPrice',
      render: (labour?: number) => labour !== undefined && formatPrice(labour),
    },
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
        expandable={{ expandedRowRender: (pkg) => <PackageDetails pkg={pkg} /> }}
      />
    </Page>
  );
}

/** What the table leaves out of a package: its texts, its products and the cars it is for. */
function PackageDetails({ pkg }: { pkg: Package }) {
  const i18n = useI18n();
  const { t, nameOf } = i18n;
  return (
    <>
      <Descriptions size="small" column={1}>
        {catalogTextItems(pkg, i18n)}
        <Descriptions.Item label={t('admin.packages.products')}>
          {pkg.products.map((product) => (
            <Tag key={product._id}>{dataText(nameOf(product))}</Tag>
          ))}
        </Descriptions.Item>
        {pkg.universal && (
          <Descriptions.Item label={t('admin.field.universal')}>
            {t('catalog.yes')}
          </Descriptions.Item>
        )}
      </Descriptions>
      <FitmentTable title={t('admin.packages.fitSection')} fitments={pkg.fitments} />
    </>
  );
}
