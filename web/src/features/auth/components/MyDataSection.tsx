import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { downloadMyData } from '../api/my-account';
import { AccountSection } from './AccountSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import styles from './MyAccountPage.module.css';

/** The shopper's data: everything kept about them as a file, and the way to delete it all. */
export function MyDataSection() {
  const { t } = useI18n();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const clearSession = useSessionStore((state) => state.clear);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(t('auth.somethingWentWrong'), { description: serverMessageOf(error) });
    } finally {
      setDownloading(false);
    }
  };

  // The server has ended every session of the account: this one is forgotten too, with
  // whatever was fetched for it, and the shopper is told on the login page, where Logout leads.
  const deleted = () => {
    setDeleting(false);
    clearSession();
    navigate(paths.login, { replace: true });
    queryClient.clear();
    showDialog({ kind: 'success', title: t('account.deleted') });
  };

  return (
    <AccountSection title={t('account.dataTitle')} lead={t('account.dataIntro')}>
      <div className={styles.actions}>
        <Button loading={downloading} onClick={() => void download()}>
          {t('account.download')}
        </Button>
      </div>
      <div className={styles.danger}>
        <h3 className={styles.subheading}>{t('account.deleteTitle')}</h3>
        <p className={styles.lead}>{t('account.deleteIntro')}</p>
        <Button danger onClick={() => setDeleting(true)}>
          {t('account.deleteTitle')}
        </Button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        onDeleted={deleted}
      />
    </AccountSection>
  );
}
