import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Add, update and delete packages. */
export function PackagesAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.package')} />;
}
