import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';

/** Add Vehicle: by data or by VIN, then the saved vehicles. */
export function AddVehiclePage() {
  const { t } = useI18n();
  return <Page title={t('page.addVehicle')} />;
}
