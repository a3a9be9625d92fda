import {
  CASH_ON_DELIVERY,
  KNOWN_CARRIERS,
  type OrderView,
  type ShipOrderRequest,
} from '@shop/shared';
import { Button, Flex, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { LtrText } from '@/components/LtrText';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { fillTemplate } from '@/lib/fill-template';
import { deliverOrder, shipOrder } from '../api/ship-order';

/** The carrier picker's value for a carrier the shop does not know by name. */
const OTHER = 'other';

interface ShipValues {
  carrier: string;
  carrierName?: string;
  urlTemplate?: string;
  number?: string;
}

interface OrderDeliveryActionsProps {
  order: OrderView;
  /** After a change: the list reloads. */
  onChanged: () => void;
}

/** Whether the order waits for the courier to collect its cash. */
const awaitsCash = (order: OrderView) =>
  order.paymentMethod === CASH_ON_DELIVERY && order.paymentStatus === 'initiated';

/**
 * Ship and Delivered, under an order placed with a National Address that is on its way: a paid
 * order, or a cash-on-delivery one awaiting its cash. Ship takes the carrier (SMSA, Aramex, SPL,
 * or another with its tracking page) and the tracking number; shipping again corrects them.
 * Delivered asks, for cash on delivery, whether the cash was collected or the parcel refused.
 * Each goes only after a confirmation: Ship's, once the form is complete, names the carrier and
 * the number.
 */
export function OrderDeliveryActions({ order, onChanged }: OrderDeliveryActionsProps) {
  const { t } = useI18n();
  const [form] = Form.useForm<ShipValues>();
  const [busy, setBusy] = useState(false);
  /** The parcel the admin is asked to confirm: the form was sent complete. */
  const [confirming, setConfirming] = useState<ShipOrderRequest>();
  const carrier = Form.useWatch('carrier', form);
  const open = !['delivered', 'canceled'].includes(order.shippingStatus);
  if (!order.shipping || !open || !(order.paymentStatus === 'paid' || awaitsCash(order))) {
    return null;
  }

  const act = async (request: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await request();
      toast.success(done);
      onChanged();
    } catch (error) {
      const reason = serverMessageOf(error);
      toast.error(reason ? `${failed} ${reason}` : failed);
    } finally {
      setBusy(false);
    }
  };

  const parcelOf = (values: ShipValues): ShipOrderRequest => {
    const other = values.carrier === OTHER;
    return {
      carrier: other ? (values.carrierName?.trim() ?? '') : values.carrier,
      number: values.number?.trim() ?? '',
      ...(other && { urlTemplate: values.urlTemplate?.trim() ?? '' }),
    };
  };

  const ship = (parcel: ShipOrderRequest) => {
    setConfirming(undefined);
    void act(
      () => shipOrder(order._id, parcel),
      t('admin.orders.shipped'),
      t('admin.orders.shipFailed'),
    );
  };

  const deliver = (cashCollected?: boolean) =>
    void act(
      () => deliverOrder(order._id, cashCollected === undefined ? {} : { cashCollected }),
      t(cashCollected === false ? 'admin.orders.canceledAtDoor' : 'admin.orders.delivered'),
      t('admin.orders.deliverFailed'),
    );

  const required = (label: string) => [
    {
      required: true,
      whitespace: true,
      message: t('delivery.fieldRequired').replace('{field}', label),
    },
  ];
  const tracking = order.shipping.tracking;

  return (
    <Flex vertical gap="middle" style={{ marginBlock: 16 }}>
      <Form<ShipValues>
        form={form}
        name={`ship-${order._id}`}
        layout="inline"
        disabled={busy}
        initialValues={{
          carrier:
            tracking && !(KNOWN_CARRIERS as readonly string[]).includes(tracking.carrier)
              ? OTHER
              : (tracking?.carrier ?? KNOWN_CARRIERS[0]),
          carrierName: tracking?.carrier,
          number: tracking?.number,
        }}
        onFinish={(values) => setConfirming(parcelOf(values))}
        aria-label={t('admin.orders.shipTitle')}
      >
        <Form.Item name="carrier" label={t('admin.orders.carrier')}>
          <Select
            style={{ minWidth: 140 }}
            options={[
              ...KNOWN_CARRIERS.map((name) => ({ value: name, label: name })),
              { value: OTHER, label: t('admin.orders.carrierOther') },
            ]}
          />
        </Form.Item>
        {carrier === OTHER && (
          <>
            <Form.Item
              name="carrierName"
              label={t('admin.orders.carrierName')}
              rules={required(t('admin.orders.carrierName'))}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="urlTemplate"
              label={t('admin.orders.trackingUrl')}
              rules={required(t('admin.orders.trackingUrl'))}
            >
              <Input dir="ltr" placeholder="https://…{number}" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="number"
          label={t('admin.orders.trackingNumber')}
          rules={required(t('admin.orders.trackingNumber'))}
        >
          <Input dir="ltr" maxLength={40} />
        </Form.Item>
        <Form.Item>
          <Popconfirm
            open={confirming !== undefined}
            title={
              confirming &&
              fillTemplate(
                t('admin.orders.shipConfirm').replace('{carrier}', confirming.carrier),
                '{number}',
                <LtrText>{confirming.number}</LtrText>,
              )
            }
            onConfirm={() => confirming && ship(confirming)}
            onCancel={() => setConfirming(undefined)}
            // It opens once the form is sent complete; a click elsewhere closes it.
            onOpenChange={(open) => !open && setConfirming(undefined)}
            okText={t('admin.orders.ship')}
          >
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('admin.orders.ship')}
            </Button>
          </Popconfirm>
        </Form.Item>
      </Form>
      <Flex wrap gap="small" align="center">
        <span>{t('admin.orders.deliverTitle')}:</span>
        {awaitsCash(order) ? (
          <>
            <Popconfirm
              title={t('admin.orders.cashCollected')}
              onConfirm={() => deliver(true)}
              okText={t('admin.orders.deliver')}
            >
              <Button disabled={busy}>{t('admin.orders.cashCollected')}</Button>
            </Popconfirm>
            <Popconfirm
              title={t('admin.orders.refusedAtDoor')}
              onConfirm={() => deliver(false)}
              okButtonProps={{ danger: true }}
              okText={t('admin.orders.refusedAtDoor')}
            >
              <Button danger disabled={busy}>
                {t('admin.orders.refusedAtDoor')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          <Popconfirm
            title={t('admin.orders.deliverConfirm')}
            onConfirm={() => deliver()}
            okText={t('admin.orders.deliver')}
          >
            <Button disabled={busy}>{t('admin.orders.deliver')}</Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
}
