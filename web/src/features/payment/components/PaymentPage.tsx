import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { showDialog } from '@/components/dialogs/dialogs';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { useCart } from '@/lib/cart/cart-query';
import { LazyCouponBox } from '@/components/cart/LazyCouponBox';
import { EMPTY_CART } from '@/lib/cart/lines';
import { CartLinesTable } from './CartLinesTable';
import { PaymentForm } from './PaymentForm';
import styles from './PaymentPage.module.css';

/**
 * Online Payment (docs/behaviour.md): the cart's lines with the total, then delivery
 * and card details and 'Payment Now', which places the order and goes on to pay it.
 */
export function PaymentPage() {
  const { t } = useI18n();
  const cart = useCart();
  const { error } = cart;
  const { items, totalPrice } = cart.data ?? EMPTY_CART;

  useEffect(() => {
    if (!error) return;
    showDialog({
      kind: 'error',
      title: t('payment.errorTitle'),
      content: <bdi>{serverMessageOf(error) ?? t('payment.cartFetchFailed')}</bdi>,
    });
  }, [error, t]);

  const body =
    cart.isPending || (cart.isError && cart.isFetching) ? (
      <PageSpinner />
    ) : cart.isError ? (
      <Result
        status="warning"
        title={t('payment.cartFetchFailed')}
        extra={
          <Button type="primary" onClick={() => void cart.refetch()}>
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
        <div>
          <CartLinesTable items={items} totalPrice={totalPrice} />
          <LazyCouponBox cart={cart.data ?? EMPTY_CART} />
        </div>
        <PaymentForm />
      </div>
    );

  return <Page title={t('page.payment')}>{body}</Page>;
}
