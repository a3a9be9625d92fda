import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Register: name, phone, email and password. */
export function RegisterPage() {
  const { t } = useI18n();
  return <Page title={t('page.register')} />;
}
