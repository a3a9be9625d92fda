import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { DashboardFigures } from './DashboardFigures';
import styles from './DashboardHomePage.module.css';

/** The dashboard's index: a welcome, the way back to the shop, and the shop's figures. */
export function DashboardHomePage() {
  const { t } = useI18n();
  return (
    <Page
      title={t('admin.welcome.title')}
      documentTitle={t('admin.nav.dashboard')}
      intro={t('admin.welcome.text')}
    >
      <p className={styles.backHome}>
        <Link to={paths.home}>
          <HomeOutlined aria-hidden /> {t('admin.backHome')}
        </Link>
      </p>
      <DashboardFigures />
    </Page>
  );
}
