/**
 * Promotions (issue 27): how a coupon code is written, and how a discount is rounded. Amounts are
 * halalas (whole numbers), prices VAT-inclusive: a discount is taken off the VAT-inclusive total,
 * and the order's VAT is the VAT inside what is left (includedVatHalalas), so the discount
 * reduces the VAT base in proportion. This is the one place a discount is rounded.
 */

import { DAY_MS, startOfShopDay } from './time.js';

/** A coupon code: 3 to 32 letters, digits, dashes or underscores; compared in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** A code as it is stored and compared: trimmed, in capitals (codes are case-insensitive). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** The largest amount (SAR) a fixed discount, a minimum subtotal or a maximum discount may be. */
export const MAX_PROMOTION_AMOUNT = 1_000_000;

/**
 * `percent`% of `baseHalalas`, rounded half up to the halala. The percentage may have two
 * decimals (12.5): it is counted in hundredths so that the sum stays in whole numbers.
 */
export function percentOfHalalas(baseHalalas: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  // round(base × hundredths / 10000) = floor((2 × base × hundredths + 10000) / 20000).
  return Math.floor((2 * baseHalalas * hundredths + 10_000) / 20_000);
}

/**
 * The units a "buy N, get M free" offer gives away among these unit prices (halalas, one entry
 * per unit): for every N + M units, the M cheapest of them are free. Answers their total.
 */
export function freeUnitsHalalas(unitPrices: number[], buy: number, free: number): number {
  const freeCount = Math.floor(unitPrices.length / (buy + free)) * free;
  return [...unitPrices]
    .sort((a, b) => a - b)
    .slice(0, freeCount)
    .reduce((sum, price) => sum + price, 0);
}

/**
 * When a promotion's date is taken to start or end, for a date without a time: the Saudi day's
 * first millisecond, or its last.
 */
export function promotionInstant(value: string, edge: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = startOfShopDay(value);
    return edge === 'start' ? start : new Date(start.getTime() + DAY_MS - 1);
  }
  return new Date(value);
}
