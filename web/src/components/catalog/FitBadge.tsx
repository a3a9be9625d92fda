import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import { LightIcon } from '@/components/LightIcon';
import { STATUS_ICONS } from '@/components/ui/status-icons';
import { useI18n } from '@/i18n';
import type { FitVerdict } from '@/lib/vehicles';
import styles from './FitBadge.module.css';

const LOOKS = {
  universal: { icon: CarOutlined, className: styles.universal },
  fits: { icon: STATUS_ICONS.success, className: styles.fits },
  doesNotFit: { icon: STATUS_ICONS.error, className: styles.doesNotFit },
  fitsNoneOfCars: { icon: STATUS_ICONS.error, className: styles.doesNotFit },
} as const;

/**
 * Whether a part (or a package) fits the shopper's car: "Fits your Camry 2020", "Does not fit
 * your Camry 2020", "Universal" (docs/behaviour.md, "Fitment"). In words, beside a colour.
 */
export function FitBadge({ verdict }: { verdict: FitVerdict }) {
  const { t } = useI18n();
  const text =
    verdict.kind === 'fits' || verdict.kind === 'doesNotFit'
      ? t(`fit.${verdict.kind}`).replace('{car}', verdict.car)
      : t(`fit.${verdict.kind}`);
  const look = LOOKS[verdict.kind];
  return (
    <p className={`${styles.badge} ${look.className}`}>
      <LightIcon icon={look.icon} />
      <bdi>{text}</bdi>
    </p>
  );
}
