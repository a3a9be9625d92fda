import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Reset password: email, code and new password ('Change Password'). */
export function ResetPasswordPage() {
  const { t } = useI18n();
  return <Page title={t('page.resetPassword')} />;
}
