import { API_MESSAGES, EMAIL_PATTERN } from '@shop/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { sendMessage } from '../api/send-message';
import styles from './ContactForm.module.css';

interface ContactFormValues {
  name?: string;
  email?: string;
  message?: string;
}

/**
 * The message form under the contact boxes: name, email, message and Submit. Each field is
 * required (and the email checked) before anything is sent, since the server would refuse an
 * empty form; a failed send is only logged, and what the visitor typed stays in the form until
 * the shop confirms it received the message.
 */
export function ContactForm() {
  const { t } = useI18n();
  const [form] = Form.useForm<ContactFormValues>();
  const [sending, setSending] = useState(false);

  const submit = async ({ name = '', email = '', message = '' }: ContactFormValues) => {
    setSending(true);
    try {
      const answer = await sendMessage({ name, email, description: message });
      if (answer.message !== API_MESSAGES.messageSent) {
        console.error('The contact message was not confirmed', answer.message);
        return;
      }
      showDialog({ kind: 'success', title: t('contact.form.sent') });
      form.resetFields();
    } catch (error) {
      console.error('The contact message could not be sent', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      className={styles.card}
      title={
        <h2 id="contact-form-title" className={styles.title}>
          {t('contact.form.title')}
        </h2>
      }
    >
      <Form
        form={form}
        name="contact"
        layout="vertical"
        aria-labelledby="contact-form-title"
        disabled={sending}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={t('contact.form.name')}
              rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }]}
            >
              <Input autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={t('contact.form.email')}
              rules={[
                { required: true, message: t('validation.emailRequired') },
                { pattern: EMAIL_PATTERN, message: t('validation.emailInvalid') },
              ]}
            >
              <Input autoComplete="email" inputMode="email" dir="ltr" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="message"
          label={t('contact.form.message')}
          rules={[{ required: true, whitespace: true, message: t('contact.form.messageRequired') }]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {t('contact.form.submit')}
        </Button>
      </Form>
    </Card>
  );
}
