import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** One product: image slider, name, description, price in SAR, Add to Cart. */
export function ProductDetailsPage() {
  const { t } = useI18n();
  return <Page title={t('page.productDetails')} />;
}
