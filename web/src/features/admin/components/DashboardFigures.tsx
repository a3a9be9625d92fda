import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shop/shared';
import { Card, Col, List, Row, Skeleton, Statistic, Tag } from 'antd';
import { useI18n, type MessageKey } from '@/i18n';
import { getDashboardStats } from '../api/get-dashboard-stats';
import { adminKeys } from '../hooks/use-admin-table';
import { LoadFailedAlert } from './LoadFailedAlert';
import { OrdersChart } from './OrdersChart';
import styles from './DashboardFigures.module.css';

interface Figure {
  key: keyof Omit<DashboardStats, 'days' | 'lowStock'>;
  title: MessageKey;
  /** An amount in SAR rather than a count. */
  price?: boolean;
}

/** The shop at a glance, then how its payments stand. */
const HEADLINE: Figure[] = [
  { key: 'orders', title: 'admin.dashboard.orders' },
  { key: 'revenue', title: 'admin.dashboard.revenue', price: true },
  { key: 'users', title: 'admin.dashboard.users' },
  { key: 'products', title: 'admin.dashboard.products' },
];
const PAYMENTS: Figure[] = [
  { key: 'paidOrders', title: 'admin.dashboard.paidOrders' },
  { key: 'pendingOrders', title: 'admin.dashboard.pendingOrders' },
  { key: 'failedOrders', title: 'admin.dashboard.failedOrders' },
];

/**
 * The dashboard's figures (GET /dashboard/stats) and the chart of the last 30 days. Its own
 * loading and error states, so a failure here never hides the rest of the dashboard.
 */
export function DashboardFigures() {
  const { t, formatNumber, formatPrice, nameOf } = useI18n();
  // Fetched afresh whenever the dashboard shows, and after every change made in the back office.
  const {
    data: stats,
    error,
    isFetching,
    refetch,
  } = useQuery({
    queryKey: [...adminKeys.all, 'stats'],
    queryFn: () => getDashboardStats(),
    staleTime: 0,
  });

  if (error && !stats) {
    return (
      <LoadFailedAlert
        className={styles.error}
        message={t('admin.dashboard.failed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const card = ({ key, title, price }: Figure, span: number) => (
    <Col key={key} xs={24} sm={12} lg={span}>
      <Card className={styles.card}>
        <Statistic
          title={t(title)}
          loading={!stats}
          // Formatted here: antd would group digits the English way in Arabic too.
          formatter={() => stats && (price ? formatPrice(stats[key]) : formatNumber(stats[key]))}
        />
      </Card>
    </Col>
  );

  return (
    <section aria-label={t('admin.dashboard.figures')} aria-busy={isFetching}>
      <Row gutter={[16, 16]} className={styles.row}>
        {HEADLINE.map((figure) => card(figure, 6))}
      </Row>
      <Row gutter={[16, 16]} className={styles.row}>
        {PAYMENTS.map((figure) => card(figure, 8))}
      </Row>
      <Card title={<h2 className={styles.chartTitle}>{t('admin.dashboard.chartTitle')}</h2>}>
        {stats ? <OrdersChart days={stats.days} /> : <Skeleton active />}
      </Card>
      <Card
        className={styles.lowStock}
        title={<h2 className={styles.chartTitle}>{t('admin.dashboard.lowStock')}</h2>}
      >
        {stats ? (
          <List
            size="small"
            dataSource={stats.lowStock ?? []}
            locale={{ emptyText: t('admin.dashboard.lowStockNone') }}
            renderItem={(product) => (
              <List.Item key={product._id}>
                <bdi>{nameOf(product)}</bdi>
                <Tag color={product.stock === 0 ? 'red' : 'gold'}>
                  {product.stock === 0 ? t('stock.out') : formatNumber(product.stock)}
                </Tag>
              </List.Item>
            )}
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </section>
  );
}
