import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** The add-product form and the product table. */
export function ProductsAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.products')} />;
}
