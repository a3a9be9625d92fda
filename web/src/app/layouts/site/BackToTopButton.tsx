import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { LightIcon } from '@/components/LightIcon';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/shop';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useI18n } from '@/i18n';
import styles from './BackToTopButton.module.css';

/**
 * Appears once the page is scrolled more than the threshold (antd's own BackTop shows at the
 * threshold itself, one pixel early). A plain button, so every page does not load antd's
 * FloatButton for it.
 */
export function BackToTopButton() {
  const { t } = useI18n();
  const scrolledPast = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!scrolledPast) return null;
  return (
    <button
      type="button"
      className={styles.button}
      title={t('common.backToTop')}
      aria-label={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <LightIcon icon={VerticalAlignTopOutlined} />
    </button>
  );
}
