import { Spin } from 'antd';
import { useI18n } from '@/i18n';

/** Shown while a screen's code or data is on its way. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      style={{ padding: '96px 0', textAlign: 'center' }}
    >
      <Spin size="large" />
    </div>
  );
}
