import type { DailyFigures, DashboardStats, DashboardStatsAnswer } from '@shop/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { button, findButton, plain } from '@/test/queries';
import { renderAt } from '@/test/render';
import { networkError, noAnswer, onApi, type Reply, type SentRequest } from '@/test/server';
import { DashboardHomePage } from './DashboardHomePage';

/** 30 days from 13 April to 12 May 2025, quiet but for three of them. */
const days: DailyFigures[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 3, 13 + index)).toISOString().slice(0, 10);
  return { date, orders: 0, revenue: 0 };
});
days[0] = { date: '2025-04-13', orders: 1, revenue: 0 };
days[20] = { date: '2025-05-03', orders: 4, revenue: 990 };
days[29] = { date: '2025-05-12', orders: 2, revenue: 330.3 };

const stats: DashboardStats = {
  orders: 12,
  revenue: 3960.5,
  paidOrders: 8,
  pendingOrders: 3,
  failedOrders: 1,
  users: 25,
  products: 35,
  days,
};

const answerStats = (...replies: Reply<DashboardStatsAnswer>[]) =>
  onApi('GET /dashboard/stats', ...replies);
const statsAnswer = (figures: DashboardStats) => ({ message: 'Stats', stats: figures });

const renderDashboard = () => renderAt('/dashboard', <DashboardHomePage />);
/* eslint-disable testing-library/no-node-access -- Ant Design's statistic cards and the chart's
   SVG shapes have no role or text of their own to find them by. */
/** Each figure card: its title and its value. */
const figures = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.ant-statistic')].map((statistic) => [
      statistic.querySelector('.ant-statistic-title')?.textContent,
      plain(statistic.querySelector('.ant-statistic-content')?.textContent),
    ]),
  );
/** How many figure cards still wait for their value. */
const loadingFigures = () => document.querySelectorAll('.ant-statistic .ant-skeleton').length;
const chart = () => document.querySelector('svg[role="img"]');
const dayOf = (date: string) => chart()!.querySelector(`g[data-date="${date}"]`)!;
const barHeight = (date: string, kind: 'orders' | 'revenue') =>
  Number(dayOf(date).querySelectorAll('rect')[kind === 'orders' ? 1 : 2]!.getAttribute('height'));
/** Where the day's column starts, left to right. */
const dayX = (date: string) => Number(dayOf(date).querySelector('rect')!.getAttribute('x'));
/** Each day's tooltip, as shown on hover. */
const dayTitles = () =>
  [...chart()!.querySelectorAll('g > title')].map((title) => plain(title.textContent));
/** The heights of every bar, orders' and revenue's, day by day. */
const barHeights = () =>
  [...chart()!.querySelectorAll('g rect:not(:first-of-type)')].map((rect) =>
    rect.getAttribute('height'),
  );
/* eslint-enable testing-library/no-node-access */

describe('dashboard index', () => {
  let reads: SentRequest[];
  beforeEach(() => {
    reads = answerStats(statsAnswer(stats));
  });

  it('welcomes the admin, links home, and shows the figures', async () => {
    renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the shop/ })).toHaveAttribute('href', '/');

    await waitFor(() => expect(figures()['Orders']).toBe('12'));
    expect(figures()).toEqual({
      Orders: '12',
      Revenue: 'SAR 3,960.50',
      Users: '25',
      Products: '35',
      'Paid orders': '8',
      'Awaiting payment': '3',
      'Failed payments': '1',
    });
  });

  it('charts orders and revenue per day, oldest first, described for screen readers', async () => {
    renderDashboard();
    await waitFor(() => expect(chart()).toBeTruthy());
    expect(plain(chart()!.getAttribute('aria-label'))).toBe(
      'Orders and revenue per day, Apr 13 – May 12. Orders: 7, Revenue: SAR 1,320.30. ' +
        'Busiest day: May 3 (4)',
    );
    // One column per day, each with its figures on hover.
    const titles = dayTitles();
    expect(titles).toHaveLength(30);
    expect(titles[0]).toBe('Apr 13: Orders: 1, Revenue: SAR 0.00');
    expect(titles[20]).toBe('May 3: Orders: 4, Revenue: SAR 990.00');
    expect(titles[29]).toBe('May 12: Orders: 2, Revenue: SAR 330.30');
    // Bars scale to the busiest day.
    expect(barHeight('2025-05-03', 'orders')).toBe(2 * barHeight('2025-05-12', 'orders'));
    expect(barHeight('2025-04-14', 'orders')).toBe(0);
    expect(barHeight('2025-05-03', 'revenue')).toBeCloseTo(
      barHeight('2025-05-12', 'revenue') * (990 / 330.3),
    );
    // Time runs left to right in English.
    expect(dayX('2025-04-13')).toBeLessThan(dayX('2025-05-12'));

    // Every day's figures also as a table that screen readers can walk.
    const table = screen.getByRole('table', { name: 'Orders and revenue per day' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
          plain(cell.textContent),
        ),
      );
    expect(rows).toHaveLength(30);
    expect(rows[20]).toEqual(['May 3', '4', 'SAR 990.00']);
  });

  it('draws a month without orders as flat bars', async () => {
    const quiet = days.map((day) => ({ ...day, orders: 0, revenue: 0 }));
    answerStats(statsAnswer({ ...stats, days: quiet }));
    renderDashboard();
    await waitFor(() => expect(chart()).toBeTruthy());
    const heights = barHeights();
    expect(heights).toHaveLength(60);
    expect(new Set(heights)).toEqual(new Set(['0']));
    expect(plain(chart()!.textContent)).toContain('Revenue (max SAR 0.00)');
  });

  it('runs the chart from right to left in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderDashboard();
    await waitFor(() => expect(chart()).toBeTruthy());
    expect(dayX('2025-04-13')).toBeGreaterThan(dayX('2025-05-12'));
    expect(chart()!).toHaveAttribute(
      'aria-label',
      expect.stringContaining('الطلبات والإيرادات يومياً'),
    );
  });

  it("lists the products running low in the admin's language, Arabic names where given", async () => {
    const lowStock = [
      { _id: 'p1', name: 'Brake pads', nameAr: 'فحمات الفرامل', stock: 0 },
      { _id: 'p2', name: 'Wiper blade', stock: 3 },
    ];
    answerStats(statsAnswer({ ...stats, lowStock }));
    const lowStockTexts = async () => {
      const list = await screen.findByRole('list');
      return within(list)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent));
    };
    renderDashboard();
    await waitFor(async () =>
      expect(await lowStockTexts()).toEqual(['Brake padsOut of stock', 'Wiper blade3']),
    );
    act(() => useLanguageStore.getState().setLanguage('ar'));
    // A product without an Arabic name keeps its English one.
    await waitFor(async () =>
      expect(await lowStockTexts()).toEqual(['فحمات الفراملنفدت الكمية', 'Wiper blade٣']),
    );
  });

  it('keeps the welcome while the figures load', () => {
    answerStats(noAnswer);
    renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(loadingFigures()).toBe(7);
    expect(chart()).toBeNull();
  });

  it('says the figures could not be loaded, keeps the welcome, and tries again', async () => {
    reads = answerStats(networkError, statsAnswer(stats));
    renderDashboard();
    await screen.findByText('The figures could not be loaded.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the shop/ })).toBeInTheDocument();

    fireEvent.click(await findButton('Try again'));
    await waitFor(() => expect(figures()['Users']).toBe('25'));
    expect(reads).toHaveLength(2);
    expect(screen.queryByText('The figures could not be loaded.')).not.toBeInTheDocument();
    expect(() => button('Try again')).toThrow();
  });
});
