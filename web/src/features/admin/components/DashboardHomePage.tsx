import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';

/** The dashboard's index: a welcome and the way back to the shop. */
export function DashboardHomePage() {
  const { t } = useI18n();
  return (
    <Page
      title={t('admin.welcome.title')}
      documentTitle={t('admin.nav.dashboard')}
      intro={t('admin.welcome.text')}
    >
      <Link to={paths.home}>
        <HomeOutlined /> {t('admin.backHome')}
      </Link>
    </Page>
  );
}
