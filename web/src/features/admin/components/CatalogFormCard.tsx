import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useI18n, type MessageKey } from '@/i18n';
import { AdminFormCard } from './AdminFormCard';
import styles from './AdminFormCard.module.css';

interface CatalogFormCardProps<Values extends object> {
  form: FormInstance<Values>;
  title: string;
  warning: MessageKey | null;
  /** The row being updated, as the form's values; without them, the add form. */
  initialValues?: Values;
  onFinish: (values: Values) => void;
  submitText: string;
  saving: boolean;
  /** On the update form, Cancel leaves it without saving. */
  onCancel?: () => void;
  /** The fields, each in its grid column. */
  children: ReactNode;
}

/**
 * The frame of the add and update forms of categories, products and packages. A form sent
 * incomplete shows where: a field its rules refuse is scrolled to and focused, and the form's
 * warning (its own checks, made once the rules pass) is brought into view (AdminFormCard).
 */
export function CatalogFormCard<Values extends object>({
  form,
  title,
  warning,
  initialValues,
  onFinish,
  submitText,
  saving,
  onCancel,
  children,
}: CatalogFormCardProps<Values>) {
  const { t } = useI18n();
  const [submits, setSubmits] = useState(0);
  return (
    <AdminFormCard title={title} warning={warning} submits={submits}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        scrollToFirstError={{ block: 'center', focus: true }}
        onFinish={(values) => {
          setSubmits((count) => count + 1);
          onFinish(values);
        }}
      >
        <Row gutter={16}>{children}</Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitText}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('admin.cancelUpdate')}</Button>}
        </Space>
      </Form>
    </AdminFormCard>
  );
}

/** The heading of a group of the form's fields, on a line of its own. */
export function FormSection({ title }: { title: string }) {
  return (
    <Col xs={24}>
      <h3 className={styles.section}>{title}</h3>
    </Col>
  );
}
