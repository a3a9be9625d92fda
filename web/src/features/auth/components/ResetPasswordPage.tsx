import type { ResetPasswordRequest } from '@shop/shared';
import { Form, Input } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { resetPassword } from '../api/reset-password';
import { useAccountRules } from '../hooks/use-account-rules';
import { EmailField, PasswordField } from './AccountFields';
import { AuthForm } from './AuthForm';

/** What Forget password hands over: the email the code went to. */
export interface ResetPasswordState {
  email: string;
}

/** The email handed over by Forget password, if this visit came from there. */
function handedOverEmail(state: unknown): string | undefined {
  const email = (state as Partial<ResetPasswordState> | null)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** Reset password: email, the mailed code and a new password; then on to log in. */
export function ResetPasswordPage() {
  const { t } = useI18n();
  const rules = useAccountRules();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [form] = Form.useForm<ResetPasswordRequest>();

  const submit = async (values: ResetPasswordRequest) => {
    await resetPassword(values);
    navigate(paths.login);
  };

  return (
    <Page title={t('page.resetPassword')} intro={t('auth.resetIntro')} narrow>
      <AuthForm
        form={form}
        name="resetPassword"
        submitLabel={t('auth.changePassword')}
        onSubmit={submit}
        initialValues={{ email: handedOverEmail(state) }}
      >
        <EmailField />
        {/* The code has no rule; the server says when it is wrong. */}
        <Form.Item name="code" label={t('auth.code')}>
          <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <PasswordField
          label={t('auth.newPassword')}
          rules={rules.newPassword}
          autoComplete="new-password"
        />
      </AuthForm>
    </Page>
  );
}
