import { Form, Input, type FormRule } from 'antd';
import { useI18n } from '@/i18n';
import { useAccountRules } from '../hooks/use-account-rules';
import { PasswordInput } from './PasswordInput';

/** The email field every account form starts or ends with; addresses stay left-to-right. */
export function EmailField() {
  const { t } = useI18n();
  const rules = useAccountRules();
  return (
    <Form.Item name="email" label={t('auth.email')} rules={rules.email}>
      <Input dir="ltr" inputMode="email" autoComplete="email" />
    </Form.Item>
  );
}

interface PasswordFieldProps {
  label: string;
  rules: FormRule[];
  /** 'current-password' to log in, 'new-password' to choose one (password managers differ). */
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, rules, autoComplete }: PasswordFieldProps) {
  return (
    <Form.Item name="password" label={label} rules={rules}>
      <PasswordInput autoComplete={autoComplete} />
    </Form.Item>
  );
}
