import { useQuery } from '@tanstack/react-query';
import type { EInvoicingStatus, StampingMode } from '@shop/shared';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tag,
  type AlertProps,
  type TableColumnsType,
} from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { orderReference, useOrderFormats } from '@/components/orders/order-display';
import { useI18n } from '@/i18n';
import { fillTemplate } from '@/lib/fill-template';
import { getEInvoiceProblems, getEInvoicingStatus, type EInvoiceRow } from '../api/einvoicing';
import { adminKeys, useAdminTable } from '../hooks/use-admin-table';
import { AdminTable } from './AdminTable';
import { LoadFailedAlert } from './LoadFailedAlert';
import styles from './EInvoicingAdminPage.module.css';

/** The command that onboards the shop with ZATCA (README, "Go live with e-invoicing"). */
export const ONBOARD_COMMAND = 'npm run zatca:onboard -w server -- --otp <OTP>';

/** How each mode reads: lawful and live, or something for the admin to do. */
const MODE_ALERTS: Record<StampingMode, AlertProps['type']> = {
  demo: 'warning',
  waiting: 'warning',
  configured: 'success',
  onboarded: 'success',
};

/** The last hash, shortened: enough to compare with the server's, short enough to read. */
const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 12)}…` : hash);

const COUNTS = ['total', 'reported', 'waiting', 'rejected', 'overdue', 'withWarnings'] as const;

/**
 * Where ZATCA e-invoicing stands (docs/e-invoicing.md): what stamps the shop's documents, in
 * words, with the next step when it is not live; the platform, onboarding, certificate and chain;
 * the documents by reporting status; and the documents not reported or reported with remarks.
 */
export function EInvoicingAdminPage() {
  const { t } = useI18n();
  return (
    <Page title={t('admin.nav.einvoicing')} intro={t('admin.einvoicing.intro')}>
      <EInvoicingStatusView />
      <section className={styles.section} aria-labelledby="einvoicing-documents">
        <h2 id="einvoicing-documents" className={styles.sectionTitle}>
          {t('admin.einvoicing.documents')}
        </h2>
        <EInvoiceProblemsTable />
      </section>
    </Page>
  );
}

function EInvoicingStatusView() {
  const { t } = useI18n();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: [...adminKeys.all, 'einvoicing-status'],
    queryFn: ({ signal }) => getEInvoicingStatus(signal),
    staleTime: 0,
  });

  if (error && !data) {
    return (
      <LoadFailedAlert
        className={styles.section}
        message={t('admin.einvoicing.failed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!data) {
    return (
      <section className={styles.section} aria-busy>
        <Skeleton active />
      </section>
    );
  }
  return <StatusFigures status={data} />;
}

function StatusFigures({ status }: { status: EInvoicingStatus }) {
  const { t, formatNumber } = useI18n();
  const { formatDate } = useOrderFormats();
  const { mode, certificate, chain } = status;
  const live = mode === 'configured' || mode === 'onboarded';

  return (
    <>
      <Alert
        className={styles.section}
        type={MODE_ALERTS[mode]}
        showIcon
        message={t(`admin.einvoicing.mode.${mode}`)}
        description={
          <>
            <p>{t(`admin.einvoicing.mode.${mode}.text`)}</p>
            {!live && (
              <p>
                {fillTemplate(
                  t('admin.einvoicing.nextStep'),
                  '{command}',
                  <code>
                    <LtrText>{ONBOARD_COMMAND}</LtrText>
                  </code>,
                )}
              </p>
            )}
          </>
        }
      />
      <Descriptions className={styles.section} bordered size="small" column={1}>
        <Descriptions.Item label={t('admin.einvoicing.platform')}>
          {status.platform ? (
            <LtrText>{status.platform}</LtrText>
          ) : (
            t('admin.einvoicing.noPlatform')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.einvoicing.onboarding')}>
          {t(`admin.einvoicing.stage.${status.onboarding.stage}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.einvoicing.certificate')}>
          {certificate
            ? t('admin.einvoicing.certificateText')
                .replace('{issuer}', certificate.issuer)
                .replace('{serial}', certificate.serialNumber)
                .replace('{date}', formatDate(certificate.expiresAt))
            : t('admin.einvoicing.noCertificate')}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.einvoicing.chain')}>
          {chain.counter > 0 ? (
            <span title={chain.lastHash}>
              {fillTemplate(
                t('admin.einvoicing.chainText').replace('{counter}', formatNumber(chain.counter)),
                '{hash}',
                <LtrText>{shortHash(chain.lastHash)}</LtrText>,
              )}
            </span>
          ) : (
            t('admin.einvoicing.chainEmpty')
          )}
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={[16, 16]} className={styles.section}>
        {COUNTS.map((count) => (
          <Col key={count} xs={12} sm={8} lg={4}>
            <Card className={styles.card} size="small">
              <Statistic
                title={t(`admin.einvoicing.count.${count}`)}
                // Formatted here: antd would group digits the English way in Arabic too.
                formatter={() => formatNumber(status.documents[count])}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

function EInvoiceProblemsTable() {
  const { t, formatNumber } = useI18n();
  const { formatDate } = useOrderFormats();
  const table = useAdminTable('einvoicing-documents', getEInvoiceProblems);

  const columns: TableColumnsType<EInvoiceRow> = [
    {
      title: t('admin.einvoicing.column.number'),
      dataIndex: 'number',
      render: (number: string) => <LtrText>{number}</LtrText>,
    },
    {
      title: t('admin.einvoicing.column.kind'),
      dataIndex: 'kind',
      render: (kind: EInvoiceRow['kind']) => t(`admin.einvoicing.kind.${kind}`),
    },
    {
      title: t('admin.einvoicing.column.order'),
      key: 'order',
      render: (_, row) => <LtrText>{orderReference({ reference: row.orderReference })}</LtrText>,
    },
    {
      title: t('admin.einvoicing.column.issued'),
      dataIndex: 'issuedAt',
      render: (issuedAt: string) => formatDate(issuedAt),
    },
    {
      title: t('admin.einvoicing.column.status'),
      key: 'status',
      render: (_, { reporting }) => (
        <Space wrap size={4}>
          <Tag color={reporting.status === 'rejected' ? 'red' : undefined}>
            {t(`admin.einvoicing.status.${reporting.status}`)}
          </Tag>
          {reporting.overdueSince && <Tag color="red">{t('admin.einvoicing.overdue')}</Tag>}
          {reporting.warnings.length > 0 && (
            <Tag color="gold">{t('admin.einvoicing.count.withWarnings')}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('admin.einvoicing.column.messages'),
      key: 'messages',
      render: (_, { reporting }) => (
        <ul className={styles.messages}>
          {[...reporting.errors, ...reporting.warnings].map((message) => (
            <li key={`${message.category}:${message.code}:${message.message}`}>
              <bdi>
                <LtrText>{message.code}</LtrText>: {message.message}
              </bdi>
            </li>
          ))}
          {reporting.lastError && (
            <li>
              {fillTemplate(
                t('admin.einvoicing.lastError'),
                '{error}',
                <bdi>{reporting.lastError}</bdi>,
              )}
            </li>
          )}
          <li>
            {t('admin.einvoicing.attempts').replace('{count}', formatNumber(reporting.attempts))}
          </li>
        </ul>
      ),
    },
  ];

  return (
    <AdminTable table={table} columns={columns} emptyText={t('admin.einvoicing.documentsEmpty')} />
  );
}
