import { describe, expect, it } from 'vitest';
import {
  freeUnitsHalalas,
  includedVatHalalas,
  normalizeCouponCode,
  COUPON_CODE_PATTERN,
  percentOfHalalas,
  promotionInstant,
  VAT_RATE,
} from '../src/index.js';

describe('promotions: rounding and codes', () => {
  it('rounds a percentage half up to the halala, with two-decimal percentages', () => {
    // 12.5% of 99.99 is 12.49875: 12.50.
    expect(percentOfHalalas(9999, 12.5)).toBe(1250);
    // 10% of 99.99 is 9.999: 10.00.
    expect(percentOfHalalas(9999, 10)).toBe(1000);
    // 15% of 0.03 is 0.0045: 0.00; of 0.10 is 0.015: 0.02 (half up).
    expect(percentOfHalalas(3, 15)).toBe(0);
    expect(percentOfHalalas(10, 15)).toBe(2);
    // 33.33% of 1 SAR is 0.3333: 0.33; 100% takes all, 0.01% of 1 SAR nothing.
    expect(percentOfHalalas(100, 33.33)).toBe(33);
    expect(percentOfHalalas(123_456_789, 100)).toBe(123_456_789);
    expect(percentOfHalalas(100, 0.01)).toBe(0);
    // Floating-point percentages are counted in hundredths: 0.29 × 100 is 28.999999999999996.
    expect(percentOfHalalas(10_000, 0.29)).toBe(29);
  });

  it('leaves the VAT inside what is paid, so a discount lowers it in proportion', () => {
    // 103.50 less 12.94 is 90.56; its VAT is 90.56 × 15/115 = 11.8122: 11.81.
    expect(includedVatHalalas(10350 - percentOfHalalas(10350, 12.5), VAT_RATE)).toBe(1181);
  });

  it('frees the cheapest units of each group of "buy N, get M"', () => {
    expect(freeUnitsHalalas([3000, 3000, 4500, 4500, 4500], 3, 1)).toBe(3000);
    expect(freeUnitsHalalas([100, 200, 300], 3, 1)).toBe(0);
    expect(freeUnitsHalalas([500, 100, 400, 200, 300, 600, 700, 800], 2, 2)).toBe(1000);
  });

  it('compares codes in capitals and takes only letters, digits, dashes, underscores', () => {
    expect(normalizeCouponCode(' welcome-50 ')).toBe('WELCOME-50');
    for (const bad of ['a b', 'TEN$', 'ab', 'x'.repeat(33), 'خصم10']) {
      expect({ bad, ok: COUPON_CODE_PATTERN.test(bad) }).toEqual({ bad, ok: false });
    }
  });

  const read = (value: string, edge: 'start' | 'end' = 'start') =>
    promotionInstant(value, edge)?.toISOString();

  it('reads a date alone as a Saudi day, and a time without an offset in Saudi time', () => {
    expect(read('2026-03-01')).toBe('2026-02-28T21:00:00.000Z');
    expect(read('2026-03-01', 'end')).toBe('2026-03-01T20:59:59.999Z');
    expect(read('2028-02-29')).toBe('2028-02-28T21:00:00.000Z');
    expect(read('2026-03-01T10:00:00Z', 'end')).toBe('2026-03-01T10:00:00.000Z');
    expect(read('2026-03-01T10:00')).toBe('2026-03-01T07:00:00.000Z');
    expect(read('2026-03-01T00:30:15.25')).toBe('2026-02-28T21:30:15.250Z');
    expect(read('2026-03-01T10:00:00.9999-01:00')).toBe('2026-03-01T11:00:00.999Z');
  });

  it('takes no other form of ISO 8601, and no day or time that does not exist', () => {
    const refused = [
      '2026-W01',
      '2026-100',
      '20260101',
      '2026-01-01T10:00:00,5Z',
      '-2026-01-01',
      '+2026-01-01',
      '2026-01-01T10',
      '2026-01-01T10:00+03',
      '2026-01-01T10:00+0300',
      '2026-01-01t10:00',
      '2026-01-01 10:00',
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-01-01T24:00',
      '2026-01-01T10:60',
      ' 2026-01-01',
      '',
    ];
    for (const value of refused) {
      expect({ value, read: read(value) }).toEqual({ value, read: undefined });
    }
  });
});
