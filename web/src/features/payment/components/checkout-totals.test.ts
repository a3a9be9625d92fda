import type { ShippingQuote } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { cashOnDeliveryAllowed, checkoutTotals } from './checkout-totals';

const riyadh: ShippingQuote = {
  city: 'Riyadh',
  cityAr: 'الرياض',
  zone: { _id: 'z1', name: 'Riyadh', nameAr: 'الرياض' },
  fee: 25,
  freeAbove: 300,
  minDays: 1,
  maxDays: 2,
  cod: true,
  codFee: 10,
  codMaxTotal: 2000,
};

describe('checkout totals', () => {
  it('add the delivery fee to the items, and the VAT is 15% inside the whole', () => {
    expect(checkoutTotals(100.1, riyadh, 'creditcard')).toEqual({
      items: 100.1,
      delivery: 25,
      codFee: 0,
      total: 125.1,
      vat: 16.32,
    });
  });

  it('add the cash fee for cash on delivery only', () => {
    expect(checkoutTotals(100, riyadh, 'cod')).toMatchObject({ codFee: 10, total: 135 });
  });

  it('are the items alone until a quote has come', () => {
    expect(checkoutTotals(80, undefined, 'cod')).toMatchObject({ delivery: 0, total: 80 });
  });

  it('offer cash on delivery up to the merchant limit, included', () => {
    expect(cashOnDeliveryAllowed(riyadh, 2000)).toBe(true);
    expect(cashOnDeliveryAllowed(riyadh, 2000.01)).toBe(false);
    expect(cashOnDeliveryAllowed({ ...riyadh, cod: false }, 10)).toBe(false);
  });
});
