import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { BACK_TO_TOP_THRESHOLD_PX } from '@shop/shared';
import { FloatButton } from 'antd';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useI18n } from '@/i18n';

/**
 * Appears once the page is scrolled more than the spec's threshold. (antd's own BackTop shows
 * at the threshold itself, one pixel early.)
 */
export function BackToTopButton() {
  const { t } = useI18n();
  const scrolledPast = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!scrolledPast) return null;
  return (
    <FloatButton
      type="primary"
      icon={<VerticalAlignTopOutlined />}
      tooltip={t('common.backToTop')}
      aria-label={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
