import type { UseQueryResult } from '@tanstack/react-query';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { useI18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';

interface RecordUnavailableProps {
  /** The screen's heading until the record is there ('Product Details'). */
  title: string;
  /** The record's query: still loading, how it failed, a way to try again. */
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
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
  query,
  notFoundText,
  failedText,
  backTo,
}: RecordUnavailableProps) {
  const { t } = useI18n();
  const backLink = <Link to={backTo.to}>{backTo.label}</Link>;
  // A malformed id (400) names nothing just as an unknown one (404) does.
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const notFound = status === 404 || status === 400;
  return (
    <Page title={title}>
      {query.isPending ? (
        <PageSpinner />
      ) : notFound ? (
        <EmptyState icon={FileSearchOutlined} title={notFoundText} actions={backLink} />
      ) : (
        <EmptyState
          icon={CloseCircleOutlined}
          tone="error"
          title={failedText ?? t('catalog.fetchError')}
          actions={
            <>
              <Button variant="primary" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
              {backLink}
            </>
          }
        />
      )}
    </Page>
  );
}
