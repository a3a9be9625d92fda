import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Orders with their shipping and payment status. */
export function OrdersAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.order')} />;
}
