import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Users: name, email, mobile and delete. */
export function UsersAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.users')} />;
}
