import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { deleteMyAccount } from '../api/my-account';
import { PasswordInput } from './PasswordInput';
import styles from './MyAccountPage.module.css';

interface DeleteAccountDialogProps {
  open: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Asks for the password before the account goes, and says what stays: the orders and their tax
 * invoices, anonymised, as the tax law requires. A refusal (a wrong password) keeps it open.
 */
export function DeleteAccountDialog({ open, onCancel, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ password: string }>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    const { password } = await form.validateFields();
    setSending(true);
    setFailure(undefined);
    try {
      await deleteMyAccount(password);
      onDeleted();
    } catch (error) {
      setFailure(serverMessageOf(error) ?? t('auth.somethingWentWrong'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('account.deleteTitle')}
      okText={t('confirmDelete.yes')}
      cancelText={t('confirmDelete.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={sending}
      cancelButtonProps={{ disabled: sending }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={() => {
        if (sending) return;
        setFailure(undefined);
        onCancel();
      }}
      // Closed, it forgets the password typed.
      destroyOnHidden
    >
      <p className={styles.lead}>{t('account.deleteIntro')}</p>
      <p className={styles.lead}>{t('account.deleteKept')}</p>
      {failure && (
        <Alert type="error" showIcon className={styles.notice} message={<bdi>{failure}</bdi>} />
      )}
      <Form form={form} name="deleteAccount" layout="vertical" disabled={sending}>
        <Form.Item
          name="password"
          label={t('account.deletePassword')}
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
