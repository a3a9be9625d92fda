import { useI18n } from '@/i18n';
import styles from './PageSpinner.module.css';

/** Shown while a screen's code or data is on its way. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('common.loading')} className={styles.status}>
      <span className={styles.spinner} aria-hidden />
    </div>
  );
}
