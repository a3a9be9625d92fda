import type { Package } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { getAllPackages } from '@/lib/catalog';
import { deletePackage } from '../api/delete-package';
import { useAdminList } from '../hooks/use-admin-list';
import { useRowEditing } from '../hooks/use-row-editing';
import {
  DESCRIPTION_COLUMN,
  DeleteButton,
  TableImage,
  UpdateButton,
  dataText,
} from './admin-table-cells';
import { PackageForm } from './PackageForm';

/**
 * Add, update and delete packages. Update on a row swaps the add form for the update form,
 * prefilled with that row; a successful update swaps back (docs/behaviour.md).
 */
export function PackagesAdminPage() {
  const { t, formatPrice, formatNumber } = useI18n();
  const { items: packages, loading, reload } = useAdminList(getAllPackages);
  const { editing, edit, done, forget } = useRowEditing<Package>();

  const columns: TableColumnsType<Package> = [
    {
      title: t('catalog.field.logo'),
      key: 'logo',
      render: (_, pkg) => <TableImage src={pkg.logo?.url} />,
    },
    { title: t('catalog.field.name'), dataIndex: 'name', render: dataText },
    {
      title: t('catalog.field.description'),
      dataIndex: 'description',
      render: dataText,
      ...DESCRIPTION_COLUMN,
    },
    { title: t('catalog.field.price'), dataIndex: 'price', render: formatPrice },
    { title: t('catalog.field.mileage'), dataIndex: 'mileage', render: formatNumber },
    {
      title: t('admin.column.update'),
      key: 'update',
      render: (_, pkg) => <UpdateButton onClick={() => edit(pkg)} />,
    },
    {
      title: t('admin.column.delete'),
      key: 'delete',
      render: (_, pkg) => (
        <DeleteButton
          remove={() => deletePackage(pkg._id)}
          deletedText={t('admin.packages.deleted')}
          failedText={t('admin.packages.deleteFailed')}
          onDeleted={() => {
            forget(pkg._id);
            reload();
          }}
        />
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.package')}>
      {editing ? (
        // Keyed by the row, so choosing another row refills the form.
        <PackageForm
          key={editing._id}
          editing={editing}
          onSaved={() => {
            done();
            reload();
          }}
          onCancel={done}
        />
      ) : (
        <PackageForm onSaved={reload} />
      )}
      <Table
        rowKey="_id"
        columns={columns}
        dataSource={packages}
        loading={loading}
        locale={{ emptyText: t('admin.packages.empty') }}
        scroll={{ x: 'max-content' }}
      />
    </Page>
  );
}
