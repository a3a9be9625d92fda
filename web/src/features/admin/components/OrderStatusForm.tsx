import {
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
  type OrderView,
  type UpdateOrderRequest,
} from '@shop/shared';
import { TOAST_SUCCESS_MS } from '@/config/shop';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { showDialog } from '@/components/dialogs/dialogs';
import { LtrText } from '@/components/LtrText';
import { orderReference, useCustomerDetail } from '@/components/orders/order-display';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';
import { updateOrder } from '../api/update-order';
import { AdminFormCard } from './AdminFormCard';

interface OrderStatusFormProps {
  /** The order whose statuses are set. */
  order: OrderView;
  /** After a successful update: the form hides and the list reloads. */
  onSaved: () => void;
  /** Leaves the form without saving. */
  onCancel: () => void;
}

type OrderStatusValues = Required<UpdateOrderRequest>;

/** The longest reason the server keeps (UpdateOrderDto). */
const REASON_MAX_LENGTH = 500;

/**
 * The Order screen's update form (docs/behaviour.md): shown only after Update on a row,
 * prefilled with that order's shipping and payment status. A payment status changed by hand
 * records what happened outside the shop: the form then asks why, and the order keeps it.
 */
export function OrderStatusForm({ order, onSaved, onCancel }: OrderStatusFormProps) {
  const { t, formatPrice } = useI18n();
  const detail = useCustomerDetail();
  const [form] = Form.useForm<OrderStatusValues>();
  const [saving, setSaving] = useState(false);
  const paymentStatus = Form.useWatch('paymentStatus', form);
  const paymentChanges = paymentStatus !== undefined && paymentStatus !== order.paymentStatus;

  const submit = async (values: OrderStatusValues) => {
    setSaving(true);
    try {
      await updateOrder(order._id, {
        shippingStatus: values.shippingStatus,
        paymentStatus: values.paymentStatus,
        ...(paymentChanges && { reason: values.reason.trim() }),
      });
    } catch (error) {
      const reason = serverMessageOf(error);
      showDialog({
        kind: 'error',
        title: t('admin.orders.failedTitle'),
        content: reason ? <bdi>{reason}</bdi> : t('admin.orders.failedText'),
      });
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t('admin.orders.updated'), { duration: TOAST_SUCCESS_MS });
    onSaved();
  };

  return (
    <AdminFormCard title={t('admin.orders.updateTitle')} warning={null}>
      {/* Which order this is, so the admin does not set the wrong one. */}
      <p>
        <strong>
          <LtrText>{orderReference(order)}</LtrText>
        </strong>{' '}
        · <bdi>{detail(order.fullname)}</bdi> · <LtrText>{detail(order.phone)}</LtrText> ·{' '}
        {formatPrice(order.totalPrice)}
      </p>
      <Form<OrderStatusValues>
        form={form}
        name="order-status"
        layout="vertical"
        initialValues={{
          shippingStatus: order.shippingStatus,
          paymentStatus: order.paymentStatus,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="shippingStatus" label={t('admin.orders.shippingStatus')}>
              <Select
                options={SHIPPING_STATUSES.map((status) => ({
                  value: status,
                  label: t(`order.shippingStatus.${status}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="paymentStatus" label={t('admin.orders.paymentStatus')}>
              <Select
                options={PAYMENT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`order.paymentStatus.${status}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {paymentChanges && (
          <Form.Item
            name="reason"
            label={t('admin.orders.reason')}
            extra={t('admin.orders.reasonHint')}
            rules={[
              { required: true, whitespace: true, message: t('admin.orders.reasonRequired') },
            ]}
          >
            <Input.TextArea rows={2} maxLength={REASON_MAX_LENGTH} showCount />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('admin.orders.update')}
          </Button>
          <Button onClick={onCancel}>{t('admin.cancelUpdate')}</Button>
        </Space>
      </Form>
    </AdminFormCard>
  );
}
