import { Button, App, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { useCartStore } from '@/stores/cart-store';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { CartLinesTable } from './CartLinesTable';
import { PaymentForm } from './PaymentForm';
import styles from './PaymentPage.module.css';

/**
 * Online Payment (docs/behaviour.md): the cart's lines with the total, then delivery
 * and card details and 'Payment Now', which places the order and goes on to pay it.
 */
export function PaymentPage() {
  const { t } = useI18n();
  const { modal } = App.useApp();
  const { items, totalPrice, status } = useCartStore(
    useShallow(({ items, totalPrice, status }) => ({ items, totalPrice, status })),
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    useCartStore
      .getState()
      .load()
      .catch((error: unknown) => {
        modal.error({
          title: t('payment.errorTitle'),
          content: <bdi>{serverMessageOf(error) ?? t('payment.cartFetchFailed')}</bdi>,
          okText: t('payment.ok'),
        });
      });
  }, [attempt, modal, t]);

  const body =
    status === 'idle' || status === 'loading' ? (
      <PageSpinner />
    ) : status === 'failed' ? (
      <Result
        status="warning"
        title={t('payment.cartFetchFailed')}
        extra={
          <Button type="primary" onClick={() => setAttempt((value) => value + 1)}>
            {t('common.retry')}
          </Button>
        }
      />
    ) : items.length === 0 ? (
      <Result
        status="info"
        title={t('payment.emptyCart')}
        extra={<Link to={paths.products}>{t('payment.browseProducts')}</Link>}
      />
    ) : (
      <div className={styles.layout}>
        <CartLinesTable items={items} totalPrice={totalPrice} />
        <PaymentForm />
      </div>
    );

  return <Page title={t('page.payment')}>{body}</Page>;
}
