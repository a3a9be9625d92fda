import { CarOutlined, CreditCardOutlined, GiftOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Page } from '@/components/Page';
import { RoundIcon } from '@/components/RoundIcon';
import { useI18n, type MessageKey } from '@/i18n';
import styles from './HowToOrderPage.module.css';

/** The How to Order guide (docs/behaviour.md), step by step. */
const steps: ReadonlyArray<{
  key: string;
  icon: ReactNode;
  titleKey: MessageKey;
  textKey: MessageKey;
}> = [
  {
    key: 'vehicle',
    icon: <CarOutlined aria-hidden />,
    titleKey: 'howToOrder.vehicle.title',
    textKey: 'howToOrder.vehicle.text',
  },
  {
    key: 'warranty',
    icon: <SafetyOutlined aria-hidden />,
    titleKey: 'howToOrder.warranty.title',
    textKey: 'howToOrder.warranty.text',
  },
  {
    key: 'package',
    icon: <GiftOutlined aria-hidden />,
    titleKey: 'howToOrder.package.title',
    textKey: 'howToOrder.package.text',
  },
  {
    key: 'payment',
    icon: <CreditCardOutlined aria-hidden />,
    titleKey: 'howToOrder.payment.title',
    textKey: 'howToOrder.payment.text',
  },
];

export function HowToOrderPage() {
  const { t } = useI18n();
  return (
    <Page title={t('howToOrder.title')} intro={t('howToOrder.intro')}>
      <ol className={styles.steps}>
        {steps.map(({ key, icon, titleKey, textKey }) => (
          <li key={key} className={styles.step}>
            <RoundIcon className={styles.icon}>{icon}</RoundIcon>
            <div>
              <h2 className={styles.title}>{t(titleKey)}</h2>
              <p className={styles.text}>{t(textKey)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Page>
  );
}
