import type { Coupon } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { couponRequestOf, formValuesOf } from './coupon-form-values';
import { shopDay } from './promotion-form-values';

const stored: Coupon = {
  _id: 'c1',
  code: 'WELCOME50',
  type: 'fixed',
  value: 50,
  minSubtotal: 200,
  startsAt: '2026-11-30T21:00:00.000Z',
  endsAt: '2026-12-31T20:59:59.999Z',
  maxUses: 100,
  firstOrderOnly: true,
  scope: { categoryIds: ['cat1'], productIds: ['p1'], manufacturers: ['Bosch'] },
  active: true,
  uses: 3,
  discountGiven: 150,
};

describe('the coupon form', () => {
  it("shows stored instants as days in the shop's time zone", () => {
    expect(shopDay('2026-11-30T21:00:00.000Z')).toBe('2026-12-01');
    expect(shopDay('2026-12-31T20:59:59.999Z')).toBe('2026-12-31');
  });

  it('sends back what it shows, leaving out the empty fields', () => {
    expect(couponRequestOf(formValuesOf(stored))).toEqual({
      code: 'WELCOME50',
      type: 'fixed',
      value: 50,
      minSubtotal: 200,
      startsAt: '2026-12-01',
      endsAt: '2026-12-31',
      maxUses: 100,
      firstOrderOnly: true,
      scope: { categoryIds: ['cat1'], productIds: ['p1'], manufacturers: ['Bosch'] },
      active: true,
    });
    expect(
      couponRequestOf({
        code: ' x10 ',
        type: 'percent',
        value: 10,
        minSubtotal: null,
        startsAt: '',
        categoryIds: [],
        manufacturers: [' Bosch ', 'Bosch', ' '],
        active: true,
      }),
    ).toEqual({
      code: 'x10',
      type: 'percent',
      value: 10,
      scope: { manufacturers: ['Bosch'] },
      active: true,
    });
  });
});
