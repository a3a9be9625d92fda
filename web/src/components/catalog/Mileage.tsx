import { useI18n } from '@/i18n';

/** The mileage a service package is for: 'Mileage: 10,000 km'. */
export function Mileage({ km }: { km: number }) {
  const { t, formatNumber } = useI18n();
  return (
    <span>
      {t('package.mileage')}: {formatNumber(km)} {t('package.km')}
    </span>
  );
}
