import { firstPaymentError, type Language } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { paymentCheckError, typedNumbers, type PaymentFormValues } from './payment-checks';

const NOW = new Date('2025-06-15T12:00:00Z');
const good: PaymentFormValues = {
  phone: '+966512345678',
  cardNumber: '4111111111111111',
  cvc: '123',
  month: 6,
  year: 2025,
};
const check = (values: PaymentFormValues, language: Language = 'en') =>
  paymentCheckError(values, language, NOW);

/** Each failing case, in the documented order, with the exact English message. */
const cases: [string, PaymentFormValues, string][] = [
  [
    'a phone without +',
    { ...good, phone: '0512345678' },
    'Please enter a valid phone number starting with + and country code.',
  ],
  [
    'no phone',
    { ...good, phone: undefined },
    'Please enter a valid phone number starting with + and country code.',
  ],
  [
    'a short card number',
    { ...good, cardNumber: '411111111111' },
    'Card number must be 16 digits. You entered 12 digits.',
  ],
  [
    'a card number with letters',
    { ...good, cardNumber: '4111abcd11111111' },
    'Card number must be 16 digits. You entered 16 digits.',
  ],
  [
    'a card not starting with 4',
    { ...good, cardNumber: '5111111111111111' },
    'Card number must start with 4.',
  ],
  ['a short CVC', { ...good, cvc: '12' }, 'CVC must be 3 digits. You entered 2 digits.'],
  ['no CVC', { ...good, cvc: undefined }, 'CVC must be 3 digits. You entered 0 digits.'],
  ['no month', { ...good, month: undefined }, 'Expiry month must be a month from 1 to 12.'],
  ['no year', { ...good, year: undefined }, 'Expiry year must be a four-digit year.'],
  ['an expired card', { ...good, month: 5, year: 2025 }, 'The card has expired.'],
];

describe('payment checks', () => {
  it('accept good details, a card good through its expiry month included', () => {
    expect(check(good)).toBeNull();
  });

  it('read digits typed on an Arabic keyboard as the digits they are', () => {
    const arabic = {
      ...good,
      phone: '+٩٦٦٥١٢٣٤٥٦٧٨',
      cardNumber: '٤١١١ ١١١١ ١١١١ ١١١١',
      cvc: '١٢٣',
    };
    expect(check(arabic)).toBeNull();
    expect(typedNumbers(arabic)).toEqual({
      phone: '+966512345678',
      cardNumber: '4111111111111111',
      cvc: '123',
    });
    expect(check({ ...good, cvc: '١٢' })).toBe('CVC must be 3 digits. You entered 2 digits.');
  });

  it.each(cases)('refuse %s with the exact message', (_case, values, message) => {
    expect(check(values)).toBe(message);
    // The very rules and texts of @shop/shared, which the server applies too.
    expect(check(values)).toBe(
      firstPaymentError(
        {
          phone: values.phone ?? '',
          cardNumber: values.cardNumber ?? '',
          cvc: values.cvc ?? '',
          month: values.month ?? Number.NaN,
          year: values.year ?? Number.NaN,
        },
        NOW,
      ),
    );
  });

  it('check in the documented order: phone, card length, first digit, CVC, then expiry', () => {
    const allWrong: PaymentFormValues = { phone: '123', cardNumber: '5', cvc: '1' };
    expect(check(allWrong)).toBe(cases[0]![2]);
    expect(check({ ...allWrong, phone: good.phone })).toBe(
      'Card number must be 16 digits. You entered 1 digits.',
    );
    expect(check({ ...allWrong, phone: good.phone, cardNumber: '5111111111111111' })).toBe(
      'Card number must start with 4.',
    );
    expect(check({ ...allWrong, phone: good.phone, cardNumber: good.cardNumber })).toBe(
      'CVC must be 3 digits. You entered 1 digits.',
    );
    expect(
      check({ ...allWrong, phone: good.phone, cardNumber: good.cardNumber, cvc: good.cvc }),
    ).toBe('Expiry month must be a month from 1 to 12.');
  });

  it.each(cases)('say it in Arabic too: %s', (_case, values) => {
    const arabic = check(values, 'ar');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toContain('{count}');
  });

  it('count the digits in Arabic numerals in Arabic', () => {
    expect(check({ ...good, cardNumber: '411111111111' }, 'ar')).toBe(
      'يجب أن يتكوّن رقم البطاقة من ١٦ رقماً. عدد الأرقام المُدخلة: ١٢.',
    );
  });
});
