import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** The package list: 'All Packages', 'Packages For Cars' or 'No Packages Found'. */
export function PackagesPage() {
  const { t } = useI18n();
  return <Page title={t('page.packages')} />;
}
