import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** The catalog: categories sidebar and the four product lists of spec section 2. */
export function ProductsPage() {
  const { t } = useI18n();
  return <Page title={t('page.products')} documentTitle={t('title.products')} />;
}
