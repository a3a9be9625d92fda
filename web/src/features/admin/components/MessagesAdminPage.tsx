import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Contact messages and delete. */
export function MessagesAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.messages')} />;
}
