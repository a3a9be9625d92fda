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

/** A cart of `amount` SAR of items, without discounts. */
const cartOf = (amount: number) => ({ subtotal: amount, discounts: [], totalPrice: amount });

describe('checkout totals', () => {
  it('add the delivery fee to the items, and the VAT is 15% inside the whole', () => {
    expect(checkoutTotals(cartOf(100.1), riyadh, 'creditcard')).toEqual({
      items: 100.1,
      discounts: [],
      delivery: 25,
      codFee: 0,
      total: 125.1,
      vat: 16.32,
    });
  });

  it('add the cash fee for cash on delivery only', () => {
    expect(checkoutTotals(cartOf(100), riyadh, 'cod')).toMatchObject({ codFee: 10, total: 135 });
  });

  it('are the items alone until a quote has come', () => {
    expect(checkoutTotals(cartOf(80), undefined, 'cod')).toMatchObject({ delivery: 0, total: 80 });
  });

  it('take the items after their discounts, and no delivery fee when an offer frees it', () => {
    const coupon = {
      code: 'WELCOME10',
      label: 'Coupon WELCOME10',
      labelAr: 'قسيمة WELCOME10',
      amount: 39,
    };
    const cart = { subtotal: 390, discounts: [coupon], totalPrice: 351 };
    expect(checkoutTotals(cart, riyadh, 'creditcard')).toMatchObject({
      items: 390,
      discounts: [coupon],
      delivery: 25,
      total: 376,
    });
    const freeDelivery = { label: 'Free delivery week', labelAr: 'أسبوع التوصيل المجاني' };
    expect(checkoutTotals({ ...cart, freeDelivery }, riyadh, 'creditcard')).toMatchObject({
      delivery: 0,
      total: 351,
    });
  });

  it('offer cash on delivery up to the merchant limit, included', () => {
    expect(cashOnDeliveryAllowed(riyadh, 2000)).toBe(true);
    expect(cashOnDeliveryAllowed(riyadh, 2000.01)).toBe(false);
    expect(cashOnDeliveryAllowed({ ...riyadh, cod: false }, 10)).toBe(false);
  });
});
