import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { LightIcon } from '@/components/LightIcon';
import type { Language } from '@shop/shared';
import { useI18n, type MessageKey } from '@/i18n';
import styles from './WarrantySection.module.css';

/**
 * The headline, shown in both languages whatever the page's: kept here, not in the dictionaries,
 * since the page has only its own language's dictionary.
 */
const HEADLINE: Record<Language, string> = {
  en: 'How to maintain your warranty?',
  ar: 'كيف تحافظ على ضمان سيارتك؟',
};

const badges: ReadonlyArray<{
  key: string;
  icon: IconDefinition;
  titleKey: MessageKey;
  textKey: MessageKey;
}> = [
  {
    key: 'justified',
    icon: AuditOutlined,
    titleKey: 'home.badge.justified.title',
    textKey: 'home.badge.justified.text',
  },
  {
    key: 'simplified',
    icon: ThunderboltOutlined,
    titleKey: 'home.badge.simplified.title',
    textKey: 'home.badge.simplified.text',
  },
  {
    key: 'certified',
    icon: SafetyCertificateOutlined,
    titleKey: 'home.badge.certified.title',
    textKey: 'home.badge.certified.text',
  },
];

/** 'How to maintain your warranty?', in English and in Arabic together, and its badges. */
export function WarrantySection() {
  const { t } = useI18n();
  return (
    <section className={styles.section} aria-labelledby="warranty-headline">
      <hgroup className={styles.headlines}>
        <h2 id="warranty-headline" lang="en" dir="ltr" className={styles.headline}>
          {HEADLINE.en}
        </h2>
        <p lang="ar" dir="rtl" className={styles.headlineArabic}>
          {HEADLINE.ar}
        </p>
      </hgroup>
      <p className={styles.intro}>{t('home.warranty.intro')}</p>
      <ul className={styles.badges}>
        {badges.map(({ key, icon, titleKey, textKey }) => (
          <li key={key} className={styles.badge}>
            <LightIcon icon={icon} className={styles.icon} />
            <h3 className={styles.badgeTitle}>{t(titleKey)}</h3>
            <p className={styles.badgeText}>{t(textKey)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
