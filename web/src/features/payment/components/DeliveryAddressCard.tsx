import type { SavedAddress, ShippingQuote } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Radio, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddressForm } from '@/components/delivery/AddressForm';
import { AddressLines } from '@/components/delivery/AddressLines';
import { deliveryDaysText } from '@/components/delivery/delivery-days';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { useDeliveryRefusalText } from '@/lib/delivery/refusal-text';
import { useSessionStore } from '@/stores/session-store';
import styles from './PaymentPage.module.css';

interface DeliveryAddressCardProps {
  addresses: SavedAddress[];
  loading: boolean;
  /** The address the order goes to. */
  addressId?: string;
  onChoose: (addressId: string) => void;
  /** The delivery of the cart to that address. */
  quote: UseQueryResult<ShippingQuote>;
}

/**
 * Where the order goes: one of the shopper's saved National Addresses, or a new one added in
 * place (and kept in their book); then what its delivery takes, before payment — the days, the
 * threshold of free delivery, or the server's word that the city is not served.
 */
export function DeliveryAddressCard({
  addresses,
  loading,
  addressId,
  onChoose,
  quote,
}: DeliveryAddressCardProps) {
  const { t, language, formatPrice } = useI18n();
  const [adding, setAdding] = useState(false);
  const user = useSessionStore((state) => state.userData);
  const refusalText = useDeliveryRefusalText();

  const form = (
    <AddressForm
      initialValues={{ recipient: user?.name, phone: user?.mobile }}
      onSaved={(saved) => {
        setAdding(false);
        onChoose(saved._id);
      }}
      onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
    />
  );

  return (
    <Card
      title={t('checkout.addressTitle')}
      // Wraps rather than being cut ("Delivery addre…" beside its link on a phone).
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={<Link to={paths.addresses}>{t('checkout.manageAddresses')}</Link>}
    >
      {loading ? (
        <Spin />
      ) : addresses.length === 0 ? (
        <>
          <p>{t('checkout.noAddress')}</p>
          {form}
        </>
      ) : (
        <>
          <Radio.Group
            value={addressId}
            onChange={(event) => onChoose(event.target.value as string)}
            className={styles.addresses}
          >
            {addresses.map((address) => (
              <Radio key={address._id} value={address._id} className={styles.address}>
                <Space size="small" wrap>
                  <strong>
                    <bdi>{address.label || address.recipient}</bdi>
                  </strong>
                  {address.isDefault && <Tag>{t('delivery.default')}</Tag>}
                </Space>
                <AddressLines address={address} cityAr={address.cityAr} />
              </Radio>
            ))}
          </Radio.Group>
          {adding ? (
            <div className={styles.newAddress}>{form}</div>
          ) : (
            <Button onClick={() => setAdding(true)}>{t('addresses.add')}</Button>
          )}
        </>
      )}
      {addressId && (
        <div className={styles.quote} aria-live="polite">
          {quote.isFetching ? (
            <span className={styles.quiet}>{t('checkout.quoteLoading')}</span>
          ) : quote.isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={<bdi>{refusalText(quote.error) ?? t('checkout.quoteFailed')}</bdi>}
            />
          ) : (
            quote.data && (
              <>
                <p>{deliveryDaysText(language, quote.data)}</p>
                {quote.data.freeAbove !== undefined && quote.data.fee > 0 && (
                  <p className={styles.quiet}>
                    {t('checkout.freeAbove').replace('{amount}', formatPrice(quote.data.freeAbove))}
                  </p>
                )}
              </>
            )
          )}
        </div>
      )}
    </Card>
  );
}
