import { DAY_MS } from '@shop/shared';
import { addMonths, DEFAULT_KM_PER_MONTH, kmPerMonth, scheduleOf } from './service-schedule';

const at = (iso: string) => new Date(iso);

describe('kmPerMonth', () => {
  it('is 1,500 km until two readings lie two weeks apart', () => {
    expect(kmPerMonth([])).toBe(DEFAULT_KM_PER_MONTH);
    expect(kmPerMonth([{ mileage: 10_000, at: at('2026-01-01') }])).toBe(1500);
    expect(
      kmPerMonth([
        { mileage: 10_000, at: at('2026-01-01') },
        { mileage: 12_000, at: at('2026-01-10') },
      ]),
    ).toBe(1500);
  });

  it("is the shopper's own pace from the first reading to the last", () => {
    // 3,000 km over 91 days (2.99 average months).
    const readings = [
      { mileage: 10_000, at: at('2026-01-01') },
      { mileage: 11_000, at: at('2026-02-01') },
      { mileage: 13_000, at: at('2026-04-02') },
    ];
    expect(kmPerMonth(readings)).toBe(1003);
  });

  it('keeps the default after a correction downwards, and a floor for a car standing still', () => {
    expect(
      kmPerMonth([
        { mileage: 12_000, at: at('2026-01-01') },
        { mileage: 11_000, at: at('2026-03-01') },
      ]),
    ).toBe(1500);
    expect(
      kmPerMonth([
        { mileage: 12_000, at: at('2026-01-01') },
        { mileage: 12_000, at: at('2026-06-01') },
      ]),
    ).toBe(100);
  });
});

describe('scheduleOf', () => {
  const given = [{ mileage: 9_000, at: at('2026-01-01T00:00:00Z') }];

  it('dates a service by mileage at the pace, and reminds two weeks or 500 km before', () => {
    const early = scheduleOf(given, 10_000, undefined, at('2026-01-02T00:00:00Z'));
    expect(early.dueBy).toBe('mileage');
    expect((early.dueAt.getTime() - given[0].at.getTime()) / DAY_MS).toBeCloseTo(20.3, 1);
    expect(early.remindNow).toBe(false);
    const close = scheduleOf(given, 10_000, undefined, at('2026-01-08T00:00:00Z'));
    expect(close.remindNow).toBe(true);
    expect(close.estimatedMileage).toBe(9345);
  });

  it('dates it six months after the last service when that comes first', () => {
    const schedule = scheduleOf(given, 30_000, at('2025-12-31T00:00:00Z'), at('2026-01-02'));
    expect(schedule).toMatchObject({ dueBy: 'time', dueAt: at('2026-06-30T00:00:00Z') });
    expect(schedule.remindNow).toBe(false);
    expect(scheduleOf(given, 30_000, at('2025-12-31'), at('2026-06-20')).remindNow).toBe(true);
  });
});

describe('addMonths', () => {
  it("keeps the day, or takes the month's last", () => {
    expect(addMonths(at('2026-01-15T10:00:00Z'), 6)).toEqual(at('2026-07-15T10:00:00Z'));
    expect(addMonths(at('2026-08-31T00:00:00Z'), 6)).toEqual(at('2027-02-28T00:00:00Z'));
  });
});
