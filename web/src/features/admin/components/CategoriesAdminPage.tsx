import type { Category } from '@shop/shared';
import type { TableColumnsType } from 'antd';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteCategory } from '../api/delete-category';
import { getCategoryPage } from '../api/get-catalog-pages';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { bilingualColumn } from './admin-table-cells';
import { CategoryDeleteWarning } from './CategoryDeleteWarning';
import { CategoryForm } from './CategoryForm';

/**
 * Add, update and delete categories. Update on a row swaps the add form for the update form,
 * prefilled with that row; a successful update swaps back (docs/behaviour.md).
 */
export function CategoriesAdminPage() {
  const { t, nameOf, descriptionOf } = useI18n();
  const table = useAdminTable('categories', getCategoryPage);

  const columns: TableColumnsType<Category> = [
    bilingualColumn('name', t('catalog.field.name'), nameOf),
    bilingualColumn('description', t('catalog.field.description'), descriptionOf),
  ];

  return (
    <Page title={t('admin.nav.category')}>
      <AdminEditableList
        table={table}
        form={(props) => <CategoryForm {...props} />}
        columns={columns}
        emptyText={t('admin.categories.empty')}
        remove={{
          request: (category) => deleteCategory(category._id),
          deletedText: t('admin.categories.deleted'),
          failedText: t('admin.categories.deleteFailed'),
          // Its products go with it: the confirmation says how many.
          warning: (category) => <CategoryDeleteWarning categoryId={category._id} />,
        }}
      />
    </Page>
  );
}
