import type { Category } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { getCategories } from '@/lib/catalog';
import { deleteCategory } from '../api/delete-category';
import { useAdminList } from '../hooks/use-admin-list';
import { useRowEditing } from '../hooks/use-row-editing';
import { DeleteButton, UpdateButton, dataText } from './admin-table-cells';
import { CategoryForm } from './CategoryForm';

/**
 * Add, update and delete categories. Update on a row swaps the add form for the update form,
 * prefilled with that row; a successful update swaps back (docs/behaviour.md).
 */
export function CategoriesAdminPage() {
  const { t } = useI18n();
  const { items: categories, loading, reload } = useAdminList(getCategories);
  const { editing, edit, done, forget } = useRowEditing<Category>();

  const columns: TableColumnsType<Category> = [
    { title: t('catalog.field.name'), dataIndex: 'name', render: dataText },
    { title: t('catalog.field.description'), dataIndex: 'description', render: dataText },
    {
      title: t('admin.column.update'),
      key: 'update',
      render: (_, category) => <UpdateButton onClick={() => edit(category)} />,
    },
    {
      title: t('admin.column.delete'),
      key: 'delete',
      render: (_, category) => (
        <DeleteButton
          remove={() => deleteCategory(category._id)}
          deletedText={t('admin.categories.deleted')}
          failedText={t('admin.categories.deleteFailed')}
          onDeleted={() => {
            forget(category._id);
            reload();
          }}
        />
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.category')}>
      {editing ? (
        // Keyed by the row, so choosing another row refills the form.
        <CategoryForm
          key={editing._id}
          editing={editing}
          onSaved={() => {
            done();
            reload();
          }}
          onCancel={done}
        />
      ) : (
        <CategoryForm onSaved={reload} />
      )}
      <Table
        rowKey="_id"
        columns={columns}
        dataSource={categories}
        loading={loading}
        locale={{ emptyText: t('admin.categories.empty') }}
        scroll={{ x: 'max-content' }}
      />
    </Page>
  );
}
