import type { ForgetCodeRequest } from '@shop/shared';
import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { forgetCode } from '../api/forget-code';
import { AuthForm } from './AuthForm';
import { EmailField } from './AccountFields';
import type { ResetPasswordState } from './ResetPasswordPage';

/** Forget password: mails a reset code, then goes on to enter it with the email filled in. */
export function ForgetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetCodeRequest>();

  const submit = async (values: ForgetCodeRequest) => {
    await forgetCode(values);
    const state: ResetPasswordState = { email: values.email };
    navigate(paths.resetPassword, { state });
  };

  return (
    <Page title={t('page.forgetPassword')} intro={t('auth.forgetIntro')} narrow>
      <AuthForm
        form={form}
        name="forgetPassword"
        submitLabel={t('auth.sendCode')}
        onSubmit={submit}
      >
        <EmailField />
      </AuthForm>
    </Page>
  );
}
