import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** The cart: lines, quantities, total in SAR and Order Now. */
export function CartPage() {
  const { t } = useI18n();
  return <Page title={t('page.cart')} documentTitle={t('title.cart')} />;
}
