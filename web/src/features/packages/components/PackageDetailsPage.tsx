import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** One package: its images, name, description and price in SAR. */
export function PackageDetailsPage() {
  const { t } = useI18n();
  return <Page title={t('page.packageDetails')} />;
}
