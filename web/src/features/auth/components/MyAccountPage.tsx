import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { useI18n } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { myAccountQuery } from '../api/my-account';
import { AccountShortcuts } from './AccountShortcuts';
import { ConsentsSection } from './ConsentsSection';
import { MyDataSection } from './MyDataSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import styles from './MyAccountPage.module.css';

/**
 * My Account (issue 28): the shopper's profile and password, the mails they agree to, their
 * data to take away or delete, and the ways to their garage, orders and addresses.
 */
export function MyAccountPage() {
  const { t } = useI18n();
  const token = useSessionStore((state) => state.storedToken);
  const account = useQuery(myAccountQuery(token));

  return (
    <Page title={t('nav.myAccount')}>
      {account.isPending ? (
        <PageSpinner />
      ) : account.error ? (
        <EmptyState
          icon={CloseCircleOutlined}
          tone="error"
          title={t('account.loadFailed')}
          actions={
            <Button variant="primary" onClick={() => void account.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <div className={styles.columns}>
          <div className={styles.column}>
            <ProfileSection account={account.data} />
            <PasswordSection />
          </div>
          <div className={styles.column}>
            <AccountShortcuts />
            <ConsentsSection />
            <MyDataSection />
          </div>
        </div>
      )}
    </Page>
  );
}
