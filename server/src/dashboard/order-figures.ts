import {
  DASHBOARD_DAYS,
  DAY_MS,
  fromHalalas,
  shopDayOf,
  toHalalas,
  type DailyFigures,
  type DashboardStats,
} from '@shop/shared';
import type { OrderFacts } from '../orders/orders.service';

/** The dashboard's order figures, as its answer carries them. */
export type OrderFigures = Pick<
  DashboardStats,
  'orders' | 'revenue' | 'paidOrders' | 'pendingOrders' | 'failedOrders' | 'days'
>;

/** Since when the orders of the chart's days are read. */
export const figuresSince = (now: Date): Date => new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS);

/** SAR added up in halalas, so that 0.1 + 0.2 is 0.3. */
export const sumOfPrices = (prices: number[]): number =>
  fromHalalas(prices.reduce((sum, price) => sum + toHalalas(price), 0));

/**
 * The last DASHBOARD_DAYS days up to `now` (Saudi time), oldest first, days without orders
 * included: the orders placed each day, and the revenue of those of them that are paid.
 */
export function dailyFigures(recent: OrderFacts['recent'], now: Date): DailyFigures[] {
  const days = new Map<string, { orders: number; revenueHalalas: number }>();
  for (let back = DASHBOARD_DAYS - 1; back >= 0; back -= 1) {
    days.set(shopDayOf(new Date(now.getTime() - back * DAY_MS)), {
      orders: 0,
      revenueHalalas: 0,
    });
  }
  for (const order of recent) {
    const day = days.get(shopDayOf(order.createdAt));
    if (!day) continue;
    day.orders += 1;
    if (order.paymentStatus === 'paid') day.revenueHalalas += toHalalas(order.totalPrice);
  }
  return [...days].map(([date, day]) => ({
    date,
    orders: day.orders,
    revenue: fromHalalas(day.revenueHalalas),
  }));
}

/** The dashboard's order figures from what it read of the orders. */
export function orderFigures(facts: OrderFacts, now: Date): OrderFigures {
  return {
    orders: facts.orders,
    revenue: sumOfPrices(facts.paidTotals),
    paidOrders: facts.paidOrders,
    pendingOrders: facts.pendingOrders,
    failedOrders: facts.failedOrders,
    days: dailyFigures(facts.recent, now),
  };
}
