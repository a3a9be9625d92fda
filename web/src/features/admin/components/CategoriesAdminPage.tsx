import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Add, update and delete categories. */
export function CategoriesAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.category')} />;
}
