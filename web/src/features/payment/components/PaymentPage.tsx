import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Online Payment: the cart's lines, delivery and card details, 'Payment Now'. */
export function PaymentPage() {
  const { t } = useI18n();
  return <Page title={t('page.payment')} />;
}
