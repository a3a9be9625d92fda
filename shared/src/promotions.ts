/**
 * Promotions (issue 27): how a coupon code is written, and how a discount is rounded. Amounts are
 * halalas (whole numbers), prices VAT-inclusive: a discount is taken off the VAT-inclusive total,
 * and the order's VAT is the VAT inside what is left (includedVatHalalas), so the discount
 * reduces the VAT base in proportion. This is the one place a discount is rounded.
 */

import { DAY_MS, SHOP_UTC_OFFSET, startOfShopDay } from './time.js';

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
 * A promotion's date in the forms docs/api.md lists: a day, YYYY-MM-DD; or a date and time,
 * YYYY-MM-DDTHH:mm, with seconds (:ss) and their fraction (.sss) if wanted, then Z or an offset
 * ±HH:mm. Nothing else of ISO 8601 (weeks, ordinal days, the basic format, a comma fraction).
 */
const PROMOTION_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d+))?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

/** Whether YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
const isCalendarDay = (day: string): boolean => {
  const midnight = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
};

/**
 * When a promotion's date is taken to start or end, or undefined for a value in no accepted form
 * (PROMOTION_DATE). Read in Saudi time unless it carries its offset: a day alone is the Saudi
 * day's first millisecond, or its last; a time without an offset is Saudi (UTC+3). A fraction
 * of a second counts to the millisecond.
 */
export function promotionInstant(value: string, edge: 'start' | 'end'): Date | undefined {
  const match = PROMOTION_DATE.exec(value);
  if (!match || !isCalendarDay(match[1])) return undefined;
  const [, day, hour, minute, second = '00', fraction = '', offset = SHOP_UTC_OFFSET] = match;
  if (hour === undefined) {
    const start = startOfShopDay(day);
    return edge === 'start' ? start : new Date(start.getTime() + DAY_MS - 1);
  }
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  return new Date(`${day}T${hour}:${minute}:${second}.${millis}${offset}`);
}
