import type { OrderView, PaymentStatus, ShippingStatus } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteOrder } from '../api/delete-order';
import { getOrders } from '../api/get-orders';
import { useAdminList } from '../hooks/use-admin-list';
import { useRowEditing } from '../hooks/use-row-editing';
import { DeleteButton, UpdateButton } from './admin-table-cells';
import { OrderDetails } from './OrderDetails';
import { OrderStatusForm } from './OrderStatusForm';
import { RefundOrderButton } from './RefundOrderButton';
import { PaymentStatusTag, ShippingStatusTag } from '@/components/orders/order-display';

/**
 * Orders with their shipping and payment status (docs/behaviour.md). The update form is
 * hidden until Update on a row and hides again once saved; each row opens onto what the order
 * holds.
 */
export function OrdersAdminPage() {
  const { t, formatPrice } = useI18n();
  const { items: orders, loading, reload } = useAdminList(getOrders);
  const { editing, edit, done, forget } = useRowEditing<OrderView>();

  const columns: TableColumnsType<OrderView> = [
    {
      title: t('admin.orders.shippingStatus'),
      dataIndex: 'shippingStatus',
      render: (status: ShippingStatus) => <ShippingStatusTag status={status} />,
    },
    {
      title: t('admin.orders.paymentMethod'),
      dataIndex: 'paymentMethod',
      render: () => t('admin.orders.creditCard'),
    },
    {
      title: t('admin.orders.paymentStatus'),
      dataIndex: 'paymentStatus',
      render: (status: PaymentStatus) => <PaymentStatusTag status={status} />,
    },
    {
      title: t('admin.orders.phone'),
      dataIndex: 'phone',
      render: (phone: string) => <LtrText>{phone}</LtrText>,
    },
    {
      title: t('admin.orders.totalPrice'),
      dataIndex: 'totalPrice',
      align: 'end',
      render: formatPrice,
    },
    {
      title: t('admin.column.update'),
      key: 'update',
      render: (_, order) => <UpdateButton onClick={() => edit(order)} />,
    },
    {
      title: t('admin.column.delete'),
      key: 'delete',
      render: (_, order) => (
        <DeleteButton
          remove={() => deleteOrder(order._id)}
          deletedText={t('admin.orders.deleted')}
          failedText={t('admin.orders.deleteFailed')}
          onDeleted={() => {
            forget(order._id);
            reload();
          }}
        />
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.order')}>
      {editing && (
        // Keyed by the row, so choosing another row refills the form.
        <OrderStatusForm
          key={editing._id}
          order={editing}
          onSaved={() => {
            done();
            reload();
          }}
          onCancel={done}
        />
      )}
      <Table
        rowKey="_id"
        // Middle-sized cells: the seven columns then fit beside the navigation on a laptop.
        size="middle"
        columns={columns}
        dataSource={orders}
        loading={loading}
        expandable={{
          expandedRowRender: (order) => (
            <>
              <OrderDetails order={order} />
              {/* Only a paid order has a refund to give. */}
              <RefundOrderButton order={order} onRefunded={reload} />
            </>
          ),
        }}
        locale={{ emptyText: t('admin.orders.empty') }}
        scroll={{ x: 'max-content' }}
      />
    </Page>
  );
}
