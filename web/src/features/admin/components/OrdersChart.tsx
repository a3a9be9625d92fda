import type { DailyFigures } from '@shop/shared';
import { useI18n, LANGUAGES } from '@/i18n';
import styles from './OrdersChart.module.css';

/** The drawing's own units; the SVG scales to its card's width. */
const WIDTH = 720;
const PANEL_HEIGHT = 90;
const PANEL_GAP = 36;
const TOP = 24;
const SIDE = 8;
const AXIS_HEIGHT = 28;
const HEIGHT = TOP + PANEL_HEIGHT + PANEL_GAP + PANEL_HEIGHT + AXIS_HEIGHT;
/** A date under every seventh bar, counted back from today so today is always labelled. */
const LABEL_EVERY = 7;

/** A day of the stats ('YYYY-MM-DD', already a Saudi calendar day) as the language writes it. */
function useDayFormat() {
  const { language } = useI18n();
  const format = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    // Gregorian in Arabic too: some browsers default ar-SA to the Hijri calendar.
    calendar: 'gregory',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}

interface OrdersChartProps {
  /** Oldest first, one entry per day, days without orders included. */
  days: DailyFigures[];
}

/**
 * Orders and revenue per day, drawn as two bar panels over one date axis. Screen readers get a
 * summary as the image's label and every day's figures in a table; pointers get a tooltip per
 * day. Time runs in the reading direction, so right to left in Arabic.
 */
export function OrdersChart({ days }: OrdersChartProps) {
  const { t, direction, formatNumber, formatPrice } = useI18n();
  const dayText = useDayFormat();
  const rtl = direction === 'rtl';

  const step = (WIDTH - 2 * SIDE) / Math.max(days.length, 1);
  const barWidth = Math.max(step * 0.6, 1);
  /** Where day `index` starts along the axis, mirrored in right-to-left. */
  const slotX = (index: number) => (rtl ? WIDTH - SIDE - (index + 1) * step : SIDE + index * step);
  const maxOrders = Math.max(0, ...days.map((day) => day.orders));
  const maxRevenue = Math.max(0, ...days.map((day) => day.revenue));
  /** A bar's height for `value`; quiet months keep flat bars rather than dividing by 0. */
  const barHeight = (value: number, max: number) => (max > 0 ? (value / max) * PANEL_HEIGHT : 0);
  const ordersBase = TOP + PANEL_HEIGHT;
  const revenueTop = ordersBase + PANEL_GAP;
  const revenueBase = revenueTop + PANEL_HEIGHT;
  const startX = rtl ? WIDTH - SIDE : SIDE;

  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const busiest = days.reduce<DailyFigures | undefined>(
    (best, day) => (day.orders > (best?.orders ?? 0) ? day : best),
    undefined,
  );
  const dayFigures = (day: DailyFigures) =>
    `${t('admin.dashboard.orders')}: ${formatNumber(day.orders)}, ${t('admin.dashboard.revenue')}: ${formatPrice(day.revenue)}`;

  const summary = [
    days.length > 0
      ? `${t('admin.dashboard.chartTitle')}, ${dayText(days[0]!.date)} – ${dayText(days.at(-1)!.date)}`
      : t('admin.dashboard.chartTitle'),
    `${t('admin.dashboard.orders')}: ${formatNumber(totalOrders)}, ${t('admin.dashboard.revenue')}: ${formatPrice(totalRevenue)}`,
    busiest &&
      `${t('admin.dashboard.busiestDay')}: ${dayText(busiest.date)} (${formatNumber(busiest.orders)})`,
  ]
    .filter(Boolean)
    .join('. ');

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        direction={direction}
      >
        <text className={styles.panelLabel} x={startX} y={TOP - 8}>
          {t('admin.dashboard.orders')} ({t('admin.dashboard.max')} {formatNumber(maxOrders)})
        </text>
        <text className={styles.panelLabel} x={startX} y={revenueTop - 8}>
          {t('admin.dashboard.revenue')} ({t('admin.dashboard.max')} {formatPrice(maxRevenue)})
        </text>
        <line
          className={styles.baseline}
          x1={SIDE}
          x2={WIDTH - SIDE}
          y1={ordersBase}
          y2={ordersBase}
        />
        <line
          className={styles.baseline}
          x1={SIDE}
          x2={WIDTH - SIDE}
          y1={revenueBase}
          y2={revenueBase}
        />
        {days.map((day, index) => {
          const x = slotX(index);
          const barX = x + (step - barWidth) / 2;
          const ordersHeight = barHeight(day.orders, maxOrders);
          const revenueHeight = barHeight(day.revenue, maxRevenue);
          const last = index === days.length - 1;
          const labelled = (days.length - 1 - index) % LABEL_EVERY === 0;
          return (
            <g key={day.date} className={styles.day} data-date={day.date}>
              <title>{`${dayText(day.date)}: ${dayFigures(day)}`}</title>
              {/* The whole column answers the pointer, not only its bars. */}
              <rect className={styles.hit} x={x} y={TOP} width={step} height={revenueBase - TOP} />
              <rect
                className={styles.ordersBar}
                x={barX}
                y={ordersBase - ordersHeight}
                width={barWidth}
                height={ordersHeight}
              />
              <rect
                className={styles.revenueBar}
                x={barX}
                y={revenueBase - revenueHeight}
                width={barWidth}
                height={revenueHeight}
              />
              {labelled && (
                <text
                  className={styles.dateLabel}
                  // Today's date ends at the chart's edge instead of running past it.
                  x={last ? (rtl ? x : x + step) : x + step / 2}
                  y={revenueBase + 18}
                  textAnchor={last ? 'end' : 'middle'}
                >
                  {dayText(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t('admin.dashboard.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            <th scope="col">{t('admin.dashboard.orders')}</th>
            <th scope="col">{t('admin.dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayText(day.date)}</th>
              <td>{formatNumber(day.orders)}</td>
              <td>{formatPrice(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
