import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';
import { useI18n } from '@/i18n';
import styles from './PasswordInput.module.css';

/**
 * A password field with its show/hide toggle. The toggle is a real button, so keyboards and
 * screen readers can use it; the password itself stays left-to-right in Arabic too.
 */
export function PasswordInput(props: PasswordProps) {
  const { t } = useI18n();
  return (
    <Input.Password
      {...props}
      dir="ltr"
      className={styles.password}
      iconRender={(visible) => (
        <button type="button" aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}>
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      )}
    />
  );
}
