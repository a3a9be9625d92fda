import type { OrderListQuery, OrdersAnswer, OrderView } from '@shop/shared';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** The filters of the orders table besides its search (order number or customer). */
export const ORDER_FILTERS = [
  'paymentStatus',
  'shippingStatus',
  'from',
  'to',
] as const satisfies readonly (keyof OrderListQuery)[];

/** A page of every customer's orders, newest first, each with its customer. */
export const getOrders: AdminPageLoader<OrderView> = (query, signal) =>
  getPage('/order/allOrders', (answer: OrdersAnswer) => answer.orders, query, signal);
