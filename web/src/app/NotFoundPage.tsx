import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useI18n } from '@/i18n';
import styles from './NotFoundPage.module.css';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('notFound.text'));
  return (
    <Result
      status="404"
      title="404"
      subTitle={
        <span role="heading" aria-level={1} className={styles.text}>
          {t('notFound.text')}
        </span>
      }
      extra={<Link to={paths.home}>{t('notFound.goHome')}</Link>}
    />
  );
}
