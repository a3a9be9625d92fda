import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { useI18n } from '@/i18n';
import type { RequestState } from '@/hooks/use-request';

interface CatalogItemUnavailableProps {
  /** The screen's heading until the item is there ('Product Details'). */
  title: string;
  request: Pick<RequestState<unknown>, 'loading' | 'error' | 'reload'>;
  /** Said when the id names nothing. */
  notFoundText: string;
  /** The list to go back to. */
  backTo: { to: string; label: string };
}

/** A detail page before its item is shown: loading, an unknown id, or a failed request. */
export function CatalogItemUnavailable({
  title,
  request,
  notFoundText,
  backTo,
}: CatalogItemUnavailableProps) {
  const { t } = useI18n();
  const backLink = (
    <Link key="back" to={backTo.to}>
      {backTo.label}
    </Link>
  );
  // A malformed id (400) names nothing just as an unknown one (404) does.
  const notFound = request.error?.status === 404 || request.error?.status === 400;
  return (
    <Page title={title}>
      {request.loading ? (
        <PageSpinner />
      ) : notFound ? (
        <Result status="404" title={notFoundText} extra={backLink} />
      ) : (
        <Result
          status="error"
          title={t('catalog.fetchError')}
          extra={[
            <Button key="retry" type="primary" onClick={request.reload}>
              {t('catalog.retry')}
            </Button>,
            backLink,
          ]}
        />
      )}
    </Page>
  );
}
