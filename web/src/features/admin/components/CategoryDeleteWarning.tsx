import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { getProducts } from '../api/get-catalog-pages';
import { adminKeys } from '../hooks/use-admin-table';

/**
 * The confirmation's word on a category's delete: how many products go with it, counted when the
 * dialog opens (server/src/categories deletes them with the category).
 */
export function CategoryDeleteWarning({ categoryId }: { categoryId: string }) {
  const { t, tCount } = useI18n();
  const { data: count, isError } = useQuery({
    queryKey: [...adminKeys.all, 'category-products', categoryId],
    // One product's page of the products table's own loader: its total is the count.
    queryFn: ({ signal }) =>
      getProducts({ page: 1, limit: 1, category: categoryId }, signal).then(({ total }) => total),
    // Counted afresh each time the dialog opens: products may have been added since.
    staleTime: 0,
    gcTime: 0,
  });
  let text: string;
  if (isError) text = t('admin.categories.productsUnknown');
  else if (count === undefined) text = t('admin.categories.countingProducts');
  else if (count === 0) text = t('admin.categories.noProducts');
  else text = tCount('admin.categories.deletesProducts', count);
  return (
    <strong role="status" aria-live="polite">
      {text}
    </strong>
  );
}
