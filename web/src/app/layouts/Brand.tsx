import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import styles from './Brand.module.css';

/** The shop's mark and name, leading home. */
interface BrandProps {
  /** Light text, for dark backgrounds. */
  inverted?: boolean;
  showName?: boolean;
  className?: string;
}

export function Brand({ inverted = false, showName = true, className }: BrandProps) {
  const { t } = useI18n();
  return (
    <Link
      to={paths.home}
      className={[styles.brand, inverted && styles.inverted, className].filter(Boolean).join(' ')}
      aria-label={showName ? undefined : t('shop.name')}
    >
      <img src="/logo.svg" alt="" width={36} height={36} />
      {showName && <span className={styles.name}>{t('shop.name')}</span>}
    </Link>
  );
}
