import { DASHBOARD_DAYS } from '@shop/shared';
import { dailyFigures, figuresSince, orderFigures, sumOfPrices } from './order-figures';

describe('the dashboard order figures', () => {
  // 21:30 UTC on 1 March is already 2 March in Riyadh (UTC+3).
  const now = new Date('2026-03-01T21:30:00Z');

  it('adds prices up in halalas', () => {
    expect(sumOfPrices([0.1, 0.2])).toBe(0.3);
    expect(sumOfPrices([])).toBe(0);
    expect(sumOfPrices([115, 240.5, 0.05])).toBe(355.55);
  });

  it('lists the last days oldest first, in Saudi time, days without orders included', () => {
    const days = dailyFigures([], now);
    expect(days).toHaveLength(DASHBOARD_DAYS);
    expect(days.at(-1)).toEqual({ date: '2026-03-02', orders: 0, revenue: 0 });
    expect(days[0]!.date).toBe('2026-02-01');
  });

  it('counts every order on its Saudi day and the revenue of the paid ones only', () => {
    const days = dailyFigures(
      [
        { createdAt: new Date('2026-03-01T20:59:00Z'), totalPrice: 10.1, paymentStatus: 'paid' },
        { createdAt: new Date('2026-03-01T21:01:00Z'), totalPrice: 20.2, paymentStatus: 'paid' },
        { createdAt: new Date('2026-03-01T21:02:00Z'), totalPrice: 99, paymentStatus: 'failed' },
        // Before the first day shown: left out.
        { createdAt: new Date('2026-01-15T12:00:00Z'), totalPrice: 5, paymentStatus: 'paid' },
      ],
      now,
    );
    expect(days.at(-2)).toEqual({ date: '2026-03-01', orders: 1, revenue: 10.1 });
    expect(days.at(-1)).toEqual({ date: '2026-03-02', orders: 2, revenue: 20.2 });
    expect(days.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
  });

  it('reads the orders of the chart from DASHBOARD_DAYS days back', () => {
    expect(now.getTime() - figuresSince(now).getTime()).toBe(DASHBOARD_DAYS * 86_400_000);
  });

  it('answers the counts as read and the revenue of every paid order', () => {
    const figures = orderFigures(
      {
        orders: 5,
        paidOrders: 2,
        pendingOrders: 1,
        failedOrders: 2,
        paidTotals: [100.15, 0.3],
        recent: [],
      },
      now,
    );
    expect(figures).toMatchObject({
      orders: 5,
      revenue: 100.45,
      paidOrders: 2,
      pendingOrders: 1,
      failedOrders: 2,
    });
    expect(figures.days).toHaveLength(DASHBOARD_DAYS);
  });
});
