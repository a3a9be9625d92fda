import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { useI18n } from '@/i18n';
import type { RequestState } from '@/hooks/use-request';

interface RecordUnavailableProps {
  /** The screen's heading until the record is there ('Product Details'). */
  title: string;
  request: Pick<RequestState<unknown>, 'loading' | 'error' | 'reload'>;
  /** Said when the id names nothing. */
  notFoundText: string;
  /** Said when the record could not be fetched; the catalog's wording unless given. */
  failedText?: string;
  /** Where to go on from here (the list it belongs to, the shop). */
  backTo: { to: string; label: string };
}

/**
 * A page before the record it shows (a product, a package, an order) is there: loading, an id
 * that names nothing, or a failed request with a retry.
 */
export function RecordUnavailable({
  title,
  request,
  notFoundText,
  failedText,
  backTo,
}: RecordUnavailableProps) {
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
          title={failedText ?? t('catalog.fetchError')}
          extra={[
            <Button key="retry" type="primary" onClick={request.reload}>
              {t('common.retry')}
            </Button>,
            backLink,
          ]}
        />
      )}
    </Page>
  );
}
