import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { CONTACT_PHONE } from '@/config/contact';
import { Col, Row } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { contactPhoneHref } from '@/config/contact';
import { useI18n } from '@/i18n';
import { ContactForm } from './ContactForm';
import { ContactInfoCard } from './ContactInfoCard';

export function ContactPage() {
  const { t } = useI18n();
  return (
    <Page title={t('contact.title')} intro={t('contact.intro')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={8}>
          <ContactInfoCard icon={<PhoneOutlined aria-hidden />} label={t('contact.phone')}>
            <a href={contactPhoneHref}>
              <LtrText>{CONTACT_PHONE}</LtrText>
            </a>
          </ContactInfoCard>
        </Col>
        <Col xs={24} md={8}>
          <ContactInfoCard icon={<EnvironmentOutlined aria-hidden />} label={t('contact.location')}>
            {t('contact.locationValue')}
          </ContactInfoCard>
        </Col>
        <Col xs={24} md={8}>
          <ContactInfoCard icon={<ClockCircleOutlined aria-hidden />} label={t('contact.hours')}>
            <LtrText>{t('contact.hoursValue')}</LtrText>
          </ContactInfoCard>
        </Col>
      </Row>
      <ContactForm />
    </Page>
  );
}
