import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
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

/** The frame of the add and update forms of categories, products and packages. */
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
  return (
    <AdminFormCard title={title} warning={warning}>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
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
