import {
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
  type OrderView,
  type ShippingStatus,
} from '@shop/shared';
import { Input, Select, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import {
  PaymentStatusTag,
  ShippingStatusTag,
  orderReference,
  useOrderFormats,
} from '@/components/orders/order-display';
import { deleteOrder } from '../api/delete-order';
import { getOrders, ORDER_FILTERS } from '../api/get-orders';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminEditableList } from './AdminEditableList';
import { OrderDeliveryActions } from './OrderDeliveryActions';
import { OrderDetails } from './OrderDetails';
import { OrderStatusForm } from './OrderStatusForm';
import { RefundOrderButton } from './RefundOrderButton';

/** Whether the shop must keep the order: paid or refunded, or invoiced (the server archives it). */
const hasTaxDocument = (order: OrderView) =>
  Boolean(order.invoice) || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';

/**
 * Orders, newest first, with their number, date, customer and statuses (docs/behaviour.md),
 * searched by number or customer and filtered by status and day. The update form is hidden
 * until Update on a row and hides again once saved; each row opens onto what the order holds.
 */
export function OrdersAdminPage() {
  const { t, formatPrice } = useI18n();
  const { formatDate } = useOrderFormats();
  const table = useAdminTable('orders', getOrders, ORDER_FILTERS);

  const columns: TableColumnsType<OrderView> = [
    {
      title: t('admin.orders.number'),
      key: 'number',
      render: (_, order) => <LtrText>{orderReference(order)}</LtrText>,
    },
    { title: t('admin.orders.date'), dataIndex: 'createdAt', render: formatDate },
    {
      title: t('admin.orders.customer'),
      key: 'customer',
      render: (_, order) =>
        order.user ? <bdi>{order.user.name}</bdi> : t('admin.orders.deletedUser'),
    },
    {
      title: t('admin.orders.paymentStatus'),
      dataIndex: 'paymentStatus',
      render: (_, order) => <PaymentStatusTag order={order} />,
    },
    {
      title: t('admin.orders.shippingStatus'),
      dataIndex: 'shippingStatus',
      render: (status: ShippingStatus) => <ShippingStatusTag status={status} />,
    },
    {
      title: t('admin.orders.totalPrice'),
      dataIndex: 'totalPrice',
      align: 'end',
      render: formatPrice,
    },
  ];

  const statusFilter = (
    name: 'paymentStatus' | 'shippingStatus',
    statuses: readonly string[],
    anyText: string,
  ) => (
    <Select
      value={table.filter(name)}
      onChange={(status?: string) => table.setFilter(name, status)}
      placeholder={anyText}
      aria-label={anyText}
      allowClear
      style={{ width: 190 }}
      options={statuses.map((status) => ({
        value: status,
        label: t(`order.${name}.${status}` as Parameters<typeof t>[0]),
      }))}
    />
  );

  const dayFilter = (name: 'from' | 'to') => (
    <Input
      type="date"
      aria-label={t(`admin.orders.${name}`)}
      value={table.filter(name) ?? ''}
      onChange={(event) => table.setFilter(name, event.target.value)}
      style={{ width: 150 }}
    />
  );

  return (
    <Page title={t('admin.nav.order')}>
      <AdminEditableList
        table={table}
        // No add form: the update form shows only while a row is being updated.
        form={({ editing, ...props }) => editing && <OrderStatusForm order={editing} {...props} />}
        columns={columns}
        emptyText={t('admin.orders.empty')}
        searchPlaceholder={t('admin.orders.search')}
        filters={
          <>
            {statusFilter('paymentStatus', PAYMENT_STATUSES, t('admin.orders.anyPaymentStatus'))}
            {statusFilter('shippingStatus', SHIPPING_STATUSES, t('admin.orders.anyShippingStatus'))}
            <span>{t('admin.orders.dateRange')}</span>
            {dayFilter('from')}
            {dayFilter('to')}
          </>
        }
        remove={{
          request: (order) => deleteOrder(order._id),
          // An order with a tax document is archived, not deleted (docs/api.md, deleteOrder).
          unusual: (order) =>
            hasTaxDocument(order)
              ? {
                  confirmText: t('admin.orders.archiveConfirm'),
                  deletedText: t('admin.orders.archived'),
                }
              : undefined,
          deletedText: t('admin.orders.deleted'),
          failedText: t('admin.orders.deleteFailed'),
        }}
        expandable={{
          expandedRowRender: (order) => (
            <>
              <OrderDetails order={order} />
              <OrderDeliveryActions order={order} onChanged={() => void table.changed()} />
              {/* Only a paid order has a refund to give. */}
              <RefundOrderButton order={order} onRefunded={() => void table.changed()} />
            </>
          ),
        }}
      />
    </Page>
  );
}
