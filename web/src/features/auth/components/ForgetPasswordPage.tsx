import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Forget password: the email to send the reset code to ('Send Code'). */
export function ForgetPasswordPage() {
  const { t } = useI18n();
  return <Page title={t('page.forgetPassword')} />;
}
