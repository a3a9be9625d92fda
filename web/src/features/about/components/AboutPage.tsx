import { Collapse } from 'antd';
import { Page } from '@/components/Page';
import { useI18n, type MessageKey } from '@/i18n';
import styles from './AboutPage.module.css';

const reasonKeys: readonly MessageKey[] = [
  'about.whyChoose.genuine',
  'about.whyChoose.fit',
  'about.whyChoose.warranty',
  'about.whyChoose.payment',
  'about.whyChoose.delivery',
];

const services: ReadonlyArray<{ titleKey: MessageKey; textKey: MessageKey }> = [
  { titleKey: 'about.services.engine.title', textKey: 'about.services.engine.text' },
  { titleKey: 'about.services.tires.title', textKey: 'about.services.tires.text' },
  { titleKey: 'about.services.brakes.title', textKey: 'about.services.brakes.text' },
  { titleKey: 'about.services.accessories.title', textKey: 'about.services.accessories.text' },
  { titleKey: 'about.services.maintenance.title', textKey: 'about.services.maintenance.text' },
];

/** About: an intro and the four collapsible sections. */
export function AboutPage() {
  const { t } = useI18n();
  const sections = [
    {
      key: 'message',
      label: t('about.message.title'),
      children: <p className={styles.text}>{t('about.message.text')}</p>,
    },
    {
      key: 'whyChoose',
      label: t('about.whyChoose.title'),
      children: (
        <ul className={styles.reasons}>
          {reasonKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'services',
      label: t('about.services.title'),
      children: (
        <dl className={styles.services}>
          {services.map(({ titleKey, textKey }) => (
            <div key={titleKey} className={styles.service}>
              <dt>{t(titleKey)}</dt>
              <dd>{t(textKey)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      key: 'vision',
      label: t('about.vision.title'),
      children: <p className={styles.text}>{t('about.vision.text')}</p>,
    },
  ];

  return (
    <Page title={t('about.title')} intro={t('about.intro')}>
      <Collapse
        items={sections}
        defaultActiveKey={['message']}
        size="large"
        className={styles.sections}
      />
    </Page>
  );
}
