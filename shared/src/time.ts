/** The shop's days are Saudi Arabia's, as its orders, dashboard and promotions count them. */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';

export const DAY_MS = 86_400_000;

/** Saudi Arabia's offset from UTC, in hours: +3 all year, no daylight saving. */
const SHOP_UTC_OFFSET_HOURS = 3;

/** That offset as ISO 8601 writes it. */
export const SHOP_UTC_OFFSET = `+0${SHOP_UTC_OFFSET_HOURS}:00`;

/** Midnight starting `day` (YYYY-MM-DD) in Saudi Arabia. */
export function startOfShopDay(day: string): Date {
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** The Saudi day (YYYY-MM-DD) of an instant: from 21:00 UTC, it is the next day there. */
export function shopDayOf(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
