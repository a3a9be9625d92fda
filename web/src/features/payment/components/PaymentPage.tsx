import { CASH_ON_DELIVERY, PAYMENT_METHOD, type PaymentMethod } from '@shop/shared';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { showDialog } from '@/components/dialogs/dialogs';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { useCart, useKeptCouponRefusal } from '@/lib/cart/cart-query';
import { LazyCouponBox } from '@/components/cart/LazyCouponBox';
import { EMPTY_CART } from '@/lib/cart/lines';
import { useAddresses } from '@/lib/delivery/queries';
import { useDeliveryRefusalText } from '@/lib/delivery/refusal-text';
import { useDeliveryAddress } from '../hooks/use-delivery-address';
import { CartLinesTable } from './CartLinesTable';
import { cashOnDeliveryAllowed, checkoutTotals } from './checkout-totals';
import { DeliveryAddressCard } from './DeliveryAddressCard';
import { PaymentForm } from './PaymentForm';
import styles from './PaymentPage.module.css';

/**
 * Online Payment (docs/behaviour.md): the cart's lines with the delivery and the total, where
 * the order goes (a saved National Address: the one chosen, else the default or, where no zone
 * serves it, the first served; or one added in place) and what its delivery takes, then the
 * payment method, the card details and 'Payment Now', which places the order and goes on to pay
 * it.
 */
export function PaymentPage() {
  const { t } = useI18n();
  const cart = useCart();
  const { error } = cart;
  const cartData = cart.data ?? EMPTY_CART;
  const { items, totalPrice } = cartData;
  const addresses = useAddresses();
  const { addressId, quote, choose } = useDeliveryAddress(
    addresses.data ?? [],
    cart.data?.totalPrice,
  );
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>(PAYMENT_METHOD);
  const cashOffered =
    quote.data !== undefined &&
    cashOnDeliveryAllowed(quote.data, checkoutTotals(cartData, quote.data, CASH_ON_DELIVERY).total);
  // A card where the address's zone takes no cash, whatever was chosen for another address.
  const method = cashOffered ? chosenMethod : PAYMENT_METHOD;
  const totals = quote.data && checkoutTotals(cartData, quote.data, method);
  const refusalText = useDeliveryRefusalText();
  const couponRefusal = useKeptCouponRefusal(cartData);
  // What keeps the order from being placed: where it goes first, then the coupon.
  const problem = quote.isError
    ? (refusalText(quote.error) ?? t('checkout.quoteFailed'))
    : couponRefusal;

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
        <CartLinesTable
          items={items}
          totalPrice={totalPrice}
          totals={totals}
          // Once quoted, the table lists the discounts: the box keeps to the code.
          coupon={<LazyCouponBox cart={cartData} sums={!totals} />}
        />
        <div className={styles.side}>
          <DeliveryAddressCard
            addresses={addresses.data ?? []}
            loading={addresses.isPending}
            addressId={addressId}
            onChoose={choose}
            quote={quote}
          />
          <PaymentForm
            addressId={addressId}
            problem={problem}
            method={method}
            onMethodChange={setChosenMethod}
            cashOnDelivery={cashOffered ? { fee: quote.data?.codFee ?? 0 } : undefined}
          />
        </div>
      </div>
    );

  return <Page title={t('page.payment')}>{body}</Page>;
}
