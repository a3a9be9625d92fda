import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardExpiryError,
  firstPaymentError,
  firstPaymentProblem,
  includedVatHalalas,
  PAYMENT_MESSAGES,
  toHalalas,
  VAT_RATE,
} from '../src/index.js';

describe('card expiry', () => {
  const today = new Date(2026, 10, 23); // 23 November 2026

  it('accepts a card through the last day of its expiry month', () => {
    expect(cardExpiryError(11, 2026, today)).toBeNull();
    expect(cardExpiryError(1, 2030, today)).toBeNull();
  });
  it('refuses a card whose month has passed', () => {
    expect(cardExpiryError(10, 2026, today)).toBe(PAYMENT_MESSAGES.cardExpired);
    expect(cardExpiryError(12, 2025, today)).toBe(PAYMENT_MESSAGES.cardExpired);
  });
  it('refuses months outside 1-12 and years that are not four digits', () => {
    expect(cardExpiryError(0, 2027, today)).toBe(PAYMENT_MESSAGES.expiryMonth);
    expect(cardExpiryError(13, 2027, today)).toBe(PAYMENT_MESSAGES.expiryMonth);
    expect(cardExpiryError(1.5, 2027, today)).toBe(PAYMENT_MESSAGES.expiryMonth);
    expect(cardExpiryError(5, 27, today)).toBe(PAYMENT_MESSAGES.expiryYear);
    expect(cardExpiryError(5, Number.NaN, today)).toBe(PAYMENT_MESSAGES.expiryYear);
  });
  it('comes after the four documented checks', () => {
    const card = { phone: '+966501234567', cardNumber: '4111111111111111', cvc: '12' };
    expect(firstPaymentError({ ...card, month: 1, year: 2020 }, today)).toBe(
      'CVC must be 3 digits. You entered 2 digits.',
    );
    expect(firstPaymentError({ ...card, cvc: '123', month: 1, year: 2020 }, today)).toBe(
      PAYMENT_MESSAGES.cardExpired,
    );
    expect(firstPaymentError({ ...card, cvc: '123', month: 1, year: 2027 }, today)).toBeNull();
  });
});

describe('money', () => {
  it('counts SAR in halalas without float drift', () => {
    expect(toHalalas(10.1) * 3).toBe(3030);
    expect(toHalalas(0.1) + toHalalas(0.2)).toBe(toHalalas(0.3));
  });
  it('finds the 15% VAT inside a VAT-inclusive total', () => {
    expect(includedVatHalalas(11500, VAT_RATE)).toBe(1500);
    expect(includedVatHalalas(toHalalas(330.3), VAT_RATE)).toBe(4308);
  });
  it('names Visa cards by their first digit', () => {
    expect(cardBrandOf('4111 1111 1111 1111')).toBe('visa');
  });
});

describe('the failing field', () => {
  const good = { phone: '+966501234567', cardNumber: '4111111111111111', cvc: '123' };
  it('names the field of the first failing check', () => {
    expect(firstPaymentProblem({ ...good, phone: '123' })?.field).toBe('phone');
    expect(firstPaymentProblem({ ...good, cardNumber: '5111111111111111' })?.field).toBe(
      'cardNumber',
    );
    expect(firstPaymentProblem({ ...good, cvc: '1' })?.field).toBe('cvc');
    expect(firstPaymentProblem({ ...good, month: 13, year: 2030 })?.field).toBe('month');
    expect(firstPaymentProblem({ ...good, month: 1, year: 99999 })?.field).toBe('year');
    expect(firstPaymentProblem({ ...good, month: 1, year: 2001 })?.field).toBe('month');
    expect(firstPaymentProblem({ ...good, month: 1, year: 2030 })).toBeNull();
  });
});
