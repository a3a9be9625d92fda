import { DAY_MS, type ServiceDueBy } from '@shop/shared';

/** What the shop assumes a car is driven until the shopper's updates tell it better. */
export const DEFAULT_KM_PER_MONTH = 1500;
/** A service falls due six months after the last one, whatever the mileage. */
export const SERVICE_INTERVAL_MONTHS = 6;
/** A reminder goes out when the service is this close, in kilometres or in days. */
export const DUE_WITHIN_KM = 500;
export const DUE_WITHIN_DAYS = 14;

/** An average month (365.25 / 12 days). */
const MONTH_MS = 30.4375 * DAY_MS;
/** Readings closer together than this tell nothing about the months ahead. */
const MIN_READING_SPAN_MS = DUE_WITHIN_DAYS * DAY_MS;
/** A car that stands still is still reckoned to move a little, so its mileage date stays finite. */
const MIN_KM_PER_MONTH = 100;
const MAX_KM_PER_MONTH = 20_000;

export interface Reading {
  mileage: number;
  at: Date;
}

/**
 * Kilometres a month from the shopper's readings (oldest first): the distance between the
 * first and the last over the time between them, once they lie two weeks apart and the mileage
 * grew; until then (or after a correction downwards) the default.
 */
export function kmPerMonth(readings: readonly Reading[]): number {
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return DEFAULT_KM_PER_MONTH;
  const span = last.at.getTime() - first.at.getTime();
  const driven = last.mileage - first.mileage;
  if (span < MIN_READING_SPAN_MS || driven < 0) return DEFAULT_KM_PER_MONTH;
  const rate = Math.round(driven / (span / MONTH_MS));
  return Math.min(MAX_KM_PER_MONTH, Math.max(MIN_KM_PER_MONTH, rate));
}

/** When the car's next service falls due, and the mileage the shop reckons it has today. */
export interface Schedule {
  dueAt: Date;
  dueBy: ServiceDueBy;
  estimatedMileage: number;
  kmPerMonth: number;
  /** Whether a reminder is due now: within DUE_WITHIN_KM or DUE_WITHIN_DAYS of the service. */
  remindNow: boolean;
}

/**
 * The schedule of a service due at `serviceMileage` for a car with these readings (oldest first,
 * at least one) whose last service (if the shop knows one) was at `lastServiceAt`.
 */
export function scheduleOf(
  readings: readonly Reading[],
  serviceMileage: number,
  lastServiceAt: Date | undefined,
  now: Date,
): Schedule {
  const rate = kmPerMonth(readings);
  const last = readings.at(-1)!;
  const months = (from: Date, to: Date) => Math.max(0, to.getTime() - from.getTime()) / MONTH_MS;
  const estimatedMileage = Math.round(last.mileage + rate * months(last.at, now));
  const byMileage = new Date(
    last.at.getTime() + (Math.max(0, serviceMileage - last.mileage) / rate) * MONTH_MS,
  );
  const byTime = lastServiceAt && addMonths(lastServiceAt, SERVICE_INTERVAL_MONTHS);
  const [dueAt, dueBy]: [Date, ServiceDueBy] =
    byTime && byTime < byMileage ? [byTime, 'time'] : [byMileage, 'mileage'];
  return {
    dueAt,
    dueBy,
    estimatedMileage,
    kmPerMonth: rate,
    remindNow:
      serviceMileage - estimatedMileage <= DUE_WITHIN_KM ||
      dueAt.getTime() - now.getTime() <= DUE_WITHIN_DAYS * DAY_MS,
  };
}

/** The same day `count` calendar months later (the month's last day when it is shorter). */
export function addMonths(date: Date, count: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + count);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
