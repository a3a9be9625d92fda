import type { Offer } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { oilWeek } from '@/test/fixtures/promotions';
import { offerRequestOf, offerValuesOf } from './offer-form-values';

const buyThree: Offer = {
  ...oilWeek,
  endsAt: '2026-12-31T20:59:59.999Z',
  scope: { manufacturers: ['Mobil'] },
};

describe('the offer form', () => {
  it('sends back what it shows', () => {
    expect(offerRequestOf(offerValuesOf(buyThree))).toEqual({
      name: 'Oil week',
      nameAr: 'أسبوع الزيت',
      type: 'buyXGetY',
      buyQuantity: 3,
      freeQuantity: 1,
      endsAt: '2026-12-31',
      scope: { manufacturers: ['Mobil'] },
      priority: 5,
      combinable: false,
      active: true,
    });
  });

  it('sends only the fields its type uses', () => {
    const values = { ...offerValuesOf(buyThree), value: 10, name: ' Oil week ' };
    expect(offerRequestOf({ ...values, type: 'freeDelivery', minSubtotal: 300 })).toMatchObject({
      name: 'Oil week',
      type: 'freeDelivery',
      minSubtotal: 300,
    });
    expect(offerRequestOf({ ...values, type: 'freeDelivery' })).not.toHaveProperty('value');
    expect(offerRequestOf({ ...values, type: 'percent' })).not.toHaveProperty('buyQuantity');
    expect(offerRequestOf({ ...values, type: 'percent' })).toMatchObject({ value: 10 });
  });
});
