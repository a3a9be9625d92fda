import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Users' cars and delete. */
export function CarsAdminPage() {
  const { t } = useI18n();
  return <Page title={t('admin.nav.cars')} />;
}
