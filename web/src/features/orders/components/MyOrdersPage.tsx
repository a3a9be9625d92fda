import type { OrderView } from '@shop/shared';
import { Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { myOrdersQuery } from '../api/order-queries';
import { OrderCard } from './OrderCard';
import styles from './orders.module.css';

const newestFirst = (a: OrderView, b: OrderView) => b.createdAt.localeCompare(a.createdAt);

/** My Orders: the user's orders, newest first; `?order=<id>` marks the one to look at. */
export function MyOrdersPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const openOrderId = searchParams.get('order');
  const token = useSessionStore((state) => state.storedToken);
  const { data, error, isPending, refetch } = useQuery(myOrdersQuery(token));
  const orders = useMemo(() => [...(data ?? [])].sort(newestFirst), [data]);

  const body = isPending ? (
    <PageSpinner />
  ) : error ? (
    <Result
      status="error"
      title={t('orders.loadFailed')}
      extra={
        <Button type="primary" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  ) : orders.length === 0 ? (
    <Result
      status="info"
      title={t('orders.empty')}
      extra={<Link to={paths.products}>{t('orders.browseProducts')}</Link>}
    />
  ) : (
    <ol className={styles.orderList}>
      {orders.map((order, index) => (
        <li key={order._id}>
          <OrderCard order={order} highlighted={order._id === openOrderId} latest={index === 0} />
        </li>
      ))}
    </ol>
  );

  return <Page title={t('page.myOrders')}>{body}</Page>;
}
