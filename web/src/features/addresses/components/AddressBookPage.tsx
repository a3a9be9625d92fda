import { MAX_ADDRESSES_PER_USER, type SavedAddress } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Space, Tag } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { AddressForm } from '@/components/delivery/AddressForm';
import { AddressLines } from '@/components/delivery/AddressLines';
import { addressRequestOf, addressFormValuesOf } from '@/components/delivery/address-rules';
import { confirmDialog, showDialog } from '@/components/dialogs/dialogs';
import { Page } from '@/components/Page';
import { PageSpinner } from '@/components/PageSpinner';
import { TOAST_SUCCESS_MS } from '@/config/shop';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { deleteAddress, getShippingQuote, saveAddress } from '@/lib/delivery/api';
import { deliveryKeys, useAddresses } from '@/lib/delivery/queries';
import { isCityNotServed, useDeliveryRefusalText } from '@/lib/delivery/refusal-text';
import { useSessionStore } from '@/stores/session-store';
import styles from './AddressBookPage.module.css';

/** Which form is open: a new address's, or an address's by id; at most one at a time. */
type OpenForm = 'new' | string | null;

/**
 * The shopper's address book (`/addresses`): their Saudi National Addresses, the default first,
 * each edited, deleted or made the default in place, and a new one added (docs/behaviour.md,
 * "Delivery").
 */
export function AddressBookPage() {
  const { t } = useI18n();
  const addresses = useAddresses();
  const user = useSessionStore((state) => state.userData);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenForm>(null);
  /** The addresses saved on this visit in a city no zone serves, with the server's word. */
  const [notServed, setNotServed] = useState<Record<string, string>>({});
  const refusalText = useDeliveryRefusalText();
  const list = addresses.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: deliveryKeys.addressBooks });
  const failed = (error: unknown) =>
    showDialog({
      kind: 'error',
      title: t('addresses.actionFailed'),
      content: <bdi>{serverMessageOf(error)}</bdi>,
    });

  // The form has the book read again itself (AddressForm.tsx).
  const saved = async (address: SavedAddress) => {
    setOpen(null);
    toast.success(t('addresses.saved'), { duration: TOAST_SUCCESS_MS });
    // A city no zone serves is kept all the same, and said: no order can go there yet. The
    // quote tells (docs/api.md, "Delivery"); any other failure of it says nothing here.
    let refusal: string | undefined;
    try {
      await getShippingQuote(address._id);
    } catch (error) {
      if (isCityNotServed(error)) refusal = refusalText(error);
    }
    setNotServed(({ [address._id]: _earlier, ...others }) =>
      refusal ? { ...others, [address._id]: refusal } : others,
    );
  };

  const makeDefault = async (address: SavedAddress) => {
    try {
      await saveAddress(
        addressRequestOf({ ...addressFormValuesOf(address), isDefault: true }),
        address._id,
      );
      await refresh();
    } catch (error) {
      failed(error);
    }
  };

  const remove = (address: SavedAddress) =>
    confirmDialog({
      title: t('addresses.deleteConfirm'),
      content: <AddressLines address={address} cityAr={address.cityAr} />,
      okText: t('addresses.delete'),
      cancelText: t('delivery.cancel'),
      danger: true,
      onOk: async () => {
        try {
          await deleteAddress(address._id);
        } catch (error) {
          failed(error);
          return;
        }
        toast.success(t('addresses.deleted'), { duration: TOAST_SUCCESS_MS });
        if (open === address._id) setOpen(null);
        await refresh();
      },
    });

  if (addresses.isPending) return <PageSpinner />;
  if (addresses.isError) {
    return (
      <Page title={t('page.addresses')}>
        <Result
          status="warning"
          title={t('addresses.loadFailed')}
          extra={<Button onClick={() => void addresses.refetch()}>{t('common.retry')}</Button>}
        />
      </Page>
    );
  }

  return (
    <Page title={t('page.addresses')} intro={t('addresses.intro')}>
      <div className={styles.book}>
        {open === 'new' ? (
          <Card title={t('addresses.newTitle')}>
            <AddressForm
              initialValues={{
                recipient: user?.name,
                phone: user?.mobile,
                isDefault: list.length === 0,
              }}
              onSaved={(address) => void saved(address)}
              onCancel={() => setOpen(null)}
            />
          </Card>
        ) : (
          list.length < MAX_ADDRESSES_PER_USER && (
            <div>
              <Button type="primary" onClick={() => setOpen('new')}>
                {t('addresses.add')}
              </Button>
            </div>
          )
        )}
        {list.length === 0 && open !== 'new' && <p>{t('addresses.empty')}</p>}
        <ul className={styles.list}>
          {list.map((address) => (
            <li key={address._id}>
              <article aria-label={address.label || address.recipient}>
                <Card
                  size="small"
                  title={
                    <Space wrap>
                      <bdi>{address.label || address.recipient}</bdi>
                      {address.isDefault && <Tag>{t('delivery.default')}</Tag>}
                    </Space>
                  }
                >
                  {open === address._id ? (
                    <AddressForm
                      address={address}
                      onSaved={(changed) => void saved(changed)}
                      onCancel={() => setOpen(null)}
                    />
                  ) : (
                    <>
                      <AddressLines address={address} cityAr={address.cityAr} />
                      {notServed[address._id] && (
                        <Alert
                          type="warning"
                          showIcon
                          className={styles.notServed}
                          message={
                            <>
                              <bdi>{notServed[address._id]}</bdi> {t('addresses.notServedKept')}
                            </>
                          }
                        />
                      )}
                      <Space wrap className={styles.actions}>
                        <Button onClick={() => setOpen(address._id)}>{t('addresses.edit')}</Button>
                        {!address.isDefault && (
                          <Button onClick={() => void makeDefault(address)}>
                            {t('addresses.setDefault')}
                          </Button>
                        )}
                        <Button danger onClick={() => remove(address)}>
                          {t('addresses.delete')}
                        </Button>
                      </Space>
                    </>
                  )}
                </Card>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
