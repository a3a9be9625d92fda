import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getMyOrder } from './get-my-order';
import { getMyOrders } from './get-my-orders';

/*
 * The shopper's orders. Each key holds the session's token, so one shopper's orders are never
 * shown to the next on the same browser; each is fetched afresh whenever a screen shows it
 * (an order changes when it is paid), the cached answer showing meanwhile.
 */

const ordersKey = ['orders'] as const;

export const myOrdersQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ordersKey, 'mine', token],
    queryFn: () => getMyOrders(),
    staleTime: 0,
  });

export const myOrderQuery = (token: string | null, id: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', id, token],
    // Without an id there is nothing to ask: it reads as an unknown order.
    queryFn: () => (id ? getMyOrder(id) : Promise.reject(new ApiError('No order', 404))),
    staleTime: 0,
  });
