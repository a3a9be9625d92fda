import {
  ADMIN_ROLE,
  API_MESSAGES,
  type ErrorCode,
  type LoginAnswer,
  type LoginRequest,
} from '@shop/shared';
import { TOAST_ERROR_MS } from '@/config/shop';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { errorText, useI18n } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { login } from '../api/login';
import { useAccountRules } from '../hooks/use-account-rules';
import { EmailField, PasswordField } from './AccountFields';
import { AuthForm } from './AuthForm';

/** What a screen may hand Login: the email of an account just registered. */
export interface LoginState {
  email?: string;
}

/**
 * Login: email and password; an admin goes on to the dashboard, anyone else home. When the server
 * has just ended the session, it says so first, once.
 */
export function LoginPage() {
  const { t, language } = useI18n();
  const rules = useAccountRules();
  const navigate = useNavigate();
  const handedOver = useLocation().state as LoginState | null;
  const startSession = useSessionStore((state) => state.login);
  const [form] = Form.useForm<LoginRequest>();
  // Read as the screen opens and marked said: a later visit to Login does not say it again.
  const [sessionEnded] = useState(() => useSessionStore.getState().sessionEnded);
  const sessionEndedSaid = useSessionStore((state) => state.sessionEndedSaid);
  useEffect(() => {
    if (sessionEnded) sessionEndedSaid();
  }, [sessionEnded, sessionEndedSaid]);

  // docs/behaviour.md: whenever the answer is not the success text, this toast joins the banner.
  const warnRegisterFirst = () =>
    toast.error(t('auth.registerBeforeLogin'), { duration: TOAST_ERROR_MS });

  const submit = async (values: LoginRequest) => {
    let answer: LoginAnswer;
    try {
      answer = await login(values);
    } catch (error) {
      warnRegisterFirst();
      throw error;
    }
    if (answer.message !== API_MESSAGES.loggedIn) {
      warnRegisterFirst();
      return;
    }
    const { role } = answer.payload;
    startSession(answer.token, role, answer.user);
    navigate(role === ADMIN_ROLE ? paths.dashboard.index : paths.home);
  };

  return (
    <Page title={t('page.login')} narrow>
      <AuthForm
        form={form}
        name="login"
        submitLabel={t('auth.login')}
        onSubmit={submit}
        initialValues={handedOver?.email ? { email: handedOver.email } : undefined}
        notice={
          sessionEnded
            ? errorText(language, { code: 'SESSION_ENDED' satisfies ErrorCode })
            : undefined
        }
        footer={
          <>
            <Link to={paths.forgetPassword}>{t('auth.forgotPassword')}</Link>
            <span>
              {t('auth.noAccount')} <Link to={paths.register}>{t('auth.register')}</Link>
            </span>
          </>
        }
      >
        <EmailField />
        <PasswordField
          label={t('auth.password')}
          rules={rules.loginPassword}
          autoComplete="current-password"
        />
      </AuthForm>
    </Page>
  );
}
