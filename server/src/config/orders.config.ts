import { registerAs } from '@nestjs/config';
import { readChoice, readDurationMs, readInt } from './env';

/** How an invoice's PDF names its lines: in Arabic, or in Arabic with the English beside it. */
export const INVOICE_LINE_NAMES = ['arabic', 'both'] as const;

export const ordersConfig = registerAs('orders', () => {
  const env = process.env;
  return {
    /** An order still awaiting payment after this long is failed and its stock released. */
    paymentTimeoutMinutes: readInt(env, 'ORDER_PAYMENT_TIMEOUT_MINUTES', 30, 1, 7 * 24 * 60),
    /**
     * Orders one shopper may have awaiting payment at once (a new order of an unchanged cart
     * replaces its pending one instead of adding to them).
     */
    maxUnpaidPerShopper: readInt(env, 'ORDER_MAX_UNPAID', 3, 1, 100),
    /** How often the expiry job looks for such orders. */
    expirySweepMs: readDurationMs(env, 'ORDER_EXPIRY_SWEEP_INTERVAL', '1m'),
    /** How often paid orders left without an invoice (a failed listener) are given one. */
    invoiceSweepMs: readDurationMs(env, 'INVOICE_SWEEP_INTERVAL', '5m'),
    /**
     * Invoice PDFs one process renders at once (each is made once and then kept), and how many
     * more may wait; beyond those an invoice request answers 503 SERVER_BUSY with Retry-After.
     */
    invoiceRenderConcurrency: readInt(env, 'INVOICE_RENDER_CONCURRENCY', 2, 1, 64),
    invoiceRenderQueue: readInt(env, 'INVOICE_RENDER_QUEUE', 8, 0, 10_000),
    /**
     * How the PDF of an invoice or credit note names its lines: in Arabic (`arabic`, a tax
     * document must be in Arabic), or with the English name beside it (`both`). A line without an
     * Arabic name shows its English one.
     */
    invoiceLineNames: readChoice(env, 'INVOICE_LINE_NAMES', INVOICE_LINE_NAMES, 'arabic'),
    /**
     * Cash on delivery: the largest order total (SAR, delivery included) it takes, and how many
     * orders one shopper may have awaiting delivery and cash at once.
     */
    codMaxTotal: readInt(env, 'COD_MAX_TOTAL', 2000, 0, 1_000_000),
    codMaxOpen: readInt(env, 'COD_MAX_OPEN', 2, 0, 100),
    /** Products with this many units or fewer are listed on the dashboard. */
    lowStockThreshold: readInt(env, 'LOW_STOCK_THRESHOLD', 5, 0, 1_000_000),
  };
});
export type OrdersConfig = ReturnType<typeof ordersConfig>;
