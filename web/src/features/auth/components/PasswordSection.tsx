import type { ErrorCode } from '@shop/shared';
import { Form } from 'antd';
import { useState } from 'react';
import { errorText, useI18n } from '@/i18n';
import { changePassword } from '../api/my-account';
import { useAccountRules } from '../hooks/use-account-rules';
import { AccountNotice, AccountSection } from './AccountSection';
import { AuthForm } from './AuthForm';
import { PasswordInput } from './PasswordInput';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the password, given the current one. The server then ends every other session of the
 * shopper (this one stays), and the shopper is told so.
 */
export function PasswordSection() {
  const { t, language } = useI18n();
  const rules = useAccountRules();
  const [form] = Form.useForm<PasswordValues>();
  const [changed, setChanged] = useState(false);

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    setChanged(false);
    await changePassword({ currentPassword, newPassword });
    form.resetFields();
    setChanged(true);
  };

  return (
    <AccountSection title={t('account.passwordTitle')} plain>
      <AuthForm
        form={form}
        name="password"
        submitLabel={t('account.passwordTitle')}
        onSubmit={submit}
        tryAgainAfterRefusal={false}
      >
        {changed && <AccountNotice text={t('account.passwordChanged')} />}
        <Form.Item
          name="currentPassword"
          label={t('account.currentPassword')}
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('auth.newPassword')}
          dependencies={['currentPassword']}
          rules={[
            ...rules.newPassword,
            // The server refuses the same password again (PASSWORD_UNCHANGED): said here first.
            ({ getFieldValue }) => ({
              validator: (_, value: unknown) =>
                !value || value !== getFieldValue('currentPassword')
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        errorText(language, { code: 'PASSWORD_UNCHANGED' satisfies ErrorCode }),
                      ),
                    ),
            }),
          ]}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('account.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('validation.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: unknown) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.passwordsDiffer'))),
            }),
          ]}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
      </AuthForm>
    </AccountSection>
  );
}
