import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Login: email and password, links to register and forgetPassword. */
export function LoginPage() {
  const { t } = useI18n();
  return <Page title={t('page.login')} />;
}
