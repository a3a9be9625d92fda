import { westernDigits, type RegisterRequest } from '@shop/shared';
import { Checkbox, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Page } from '@/components/Page';
import { TOAST_SUCCESS_MS } from '@/config/shop';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { register } from '../api/register';
import { useAccountRules } from '../hooks/use-account-rules';
import { EmailField, PasswordField } from './AccountFields';
import { AuthForm } from './AuthForm';
import type { LoginState } from './LoginPage';

/** An example that shows the expected form: a plus and the country code first. */
const PHONE_EXAMPLE = '+966501234567';

/** Register: name, phone, email, password and two unticked consent boxes; then on to log in. */
export function RegisterPage() {
  const { t } = useI18n();
  const rules = useAccountRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterRequest>();

  const submit = async (values: RegisterRequest) => {
    // Digits typed on an Arabic keyboard, sent as the digits they are.
    await register({ ...values, mobile: westernDigits(values.mobile.trim()) });
    toast.success(t('auth.registered'), { duration: TOAST_SUCCESS_MS });
    // Login opens with the new account's email written in (LoginPage).
    navigate(paths.login, { state: { email: values.email } satisfies LoginState });
  };

  return (
    <Page title={t('page.register')} narrow>
      <AuthForm
        form={form}
        name="register"
        submitLabel={t('auth.register')}
        onSubmit={submit}
        footer={
          <span>
            {t('auth.haveAccount')} <Link to={paths.login}>{t('auth.login')}</Link>
          </span>
        }
      >
        <Form.Item name="name" label={t('auth.name')} rules={rules.name}>
          <Input autoComplete="name" />
        </Form.Item>
        {/* The server calls the phone `mobile`; the field is named so the form is the body. */}
        <Form.Item name="mobile" label={t('auth.phone')} rules={rules.phone}>
          <Input dir="ltr" type="tel" autoComplete="tel" placeholder={PHONE_EXAMPLE} />
        </Form.Item>
        <EmailField />
        <PasswordField
          label={t('auth.password')}
          rules={rules.newPassword}
          autoComplete="new-password"
        />
        {/* Consents (PDPL): each off until the shopper ticks it. */}
        <Form.Item name="serviceReminders" valuePropName="checked" initialValue={false}>
          <Checkbox>{t('reminders.consentServiceReminders')}</Checkbox>
        </Form.Item>
        <Form.Item name="offers" valuePropName="checked" initialValue={false}>
          <Checkbox>{t('reminders.consentOffers')}</Checkbox>
        </Form.Item>
      </AuthForm>
    </Page>
  );
}
