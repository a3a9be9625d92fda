import { Alert, Button, Card, Form, Spin, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useFormSubmittable } from '@/hooks/use-form-submittable';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import styles from './AuthForm.module.css';

interface AuthFormProps<Values> {
  form: FormInstance<Values>;
  /** Names the form; its fields' ids derive from it. */
  name: string;
  submitLabel: string;
  /** Sends the form and moves on; an error thrown here becomes the red banner. */
  onSubmit: (values: Values) => Promise<void>;
  initialValues?: Partial<Values>;
  /** Links under the form, such as to /register. */
  footer?: ReactNode;
  /** A word before the form, such as why the user has to log in again. */
  notice?: string;
  /**
   * Whether the server's reason for a refusal is followed by 'try again!', as the
   * specification's Register and Login banners are (the default). My Account says the reason
   * alone: a mobile taken or a password refused is no call to send the same again. A failure
   * without the server's reason ('Something went wrong') is followed by it everywhere.
   */
  tryAgainAfterRefusal?: boolean;
  children: ReactNode;
}

/**
 * The frame of the account forms (docs/behaviour.md): the button is enabled once the
 * form is valid and edited, a spinner takes its place while sending, and a failure shows the
 * server's message followed by 'try again!'.
 */
export function AuthForm<Values extends object>({
  form,
  name,
  submitLabel,
  onSubmit,
  initialValues,
  footer,
  notice,
  tryAgainAfterRefusal = true,
  children,
}: AuthFormProps<Values>) {
  const { t } = useI18n();
  const submittable = useFormSubmittable(form);
  const [submitting, setSubmitting] = useState(false);
  // Kept as the server said it, so a language switch still translates the rest of the banner.
  const [failure, setFailure] = useState<{ serverMessage?: string }>();

  const submit = async (values: Values) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure({ serverMessage: serverMessageOf(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card className={styles.card}>
      {notice && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className={styles.banner}
          message={<bdi>{notice}</bdi>}
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          className={styles.banner}
          message={
            <>
              <bdi>{failure.serverMessage ?? t('auth.somethingWentWrong')}</bdi>
              {(tryAgainAfterRefusal || !failure.serverMessage) && ` ${t('auth.tryAgain')}`}
            </>
          }
        />
      )}
      <Form
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        disabled={submitting}
        onFinish={(values) => void submit(values)}
      >
        {children}
        <div className={styles.submit}>
          {submitting ? (
            <div role="status" aria-label={t('auth.submitting')}>
              <Spin />
            </div>
          ) : (
            <Button type="primary" htmlType="submit" size="large" block disabled={!submittable}>
              {submitLabel}
            </Button>
          )}
        </div>
      </Form>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Card>
  );
}
