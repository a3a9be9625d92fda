import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  firstPaymentError,
  hasImageExtension,
  isValidEmail,
  isValidPhone,
  isValidVin,
  typedNumber,
  VALIDATION,
  westernDigits,
} from '../src/index.js';

describe('phone rule', () => {
  it.each(['+966501234567', '+9665012345678', '+12025550123', '+201001234567', '+9715012345678'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each([
    ['no plus', '966501234567'],
    ['country code starting 0', '+0501234567'],
    ['too few digits', '+96650123'],
    ['too many digits', '+966501234567890'],
    ['letters', '+9665O1234567'],
    ['spaces', '+966 50 123 4567'],
    ['empty', ''],
  ])('refuses %s', (_why, phone) => expect(isValidPhone(phone)).toBe(false));
  it('is anchored', () => expect(PHONE_PATTERN.test('x+966501234567')).toBe(false));
});

describe('email rule', () => {
  it.each(['a@b.co', 'first.last@shop.com.sa', 'user+tag@mail.info', 'ALI@EXAMPLE.COM'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['plain', 'a@b', 'a@b.c', 'a@b.museum', 'a b@c.com', '@shop.com', 'a@.com', ''])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
  it('is anchored', () => expect(EMAIL_PATTERN.test('a@b.com\n')).toBe(false));
});

describe('VIN rule', () => {
  it('accepts 17 letters and digits in either case', () => {
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('1hgcm82633a004352')).toBe(true);
  });
  it.each([
    ['16 characters', '1HGCM82633A00435'],
    ['18 characters', '1HGCM82633A0043521'],
    ['an I', '1HGCM82633A00435I'],
    ['an o', '1HGCM82633A00435o'],
    ['a Q', 'QHGCM82633A004352'],
    ['a dash', '1HGCM82633-004352'],
  ])('refuses %s', (_why, vin) => expect(isValidVin(vin)).toBe(false));
});

describe('payment checks, in the documented order', () => {
  const good = { phone: '+966501234567', cardNumber: '4111111111111111', cvc: '123' };
  it('passes a valid form', () => expect(firstPaymentError(good)).toBeNull());
  it('checks the phone first', () =>
    expect(firstPaymentError({ phone: '0501234567', cardNumber: '1', cvc: '1' })).toBe(
      VALIDATION.paymentPhone,
    ));
  it('counts the digits entered', () =>
    expect(firstPaymentError({ ...good, cardNumber: '41111111' })).toBe(
      'Card number must be 16 digits. You entered 8 digits.',
    ));
  it('ignores spaces between card digit groups', () =>
    expect(firstPaymentError({ ...good, cardNumber: '4111 1111 1111 1111' })).toBeNull());
  it('requires a leading 4', () =>
    expect(firstPaymentError({ ...good, cardNumber: '5111111111111111' })).toBe(
      'Card number must start with 4.',
    ));
  it('checks the CVC last', () =>
    expect(firstPaymentError({ ...good, cvc: '12' })).toBe(
      'CVC must be 3 digits. You entered 2 digits.',
    ));
});

describe('helpers', () => {
  it('knows the image extensions, whatever their case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.bmp', 'f.webp']) {
      expect(hasImageExtension(name)).toBe(true);
    }
    for (const name of ['a.svg', 'b.png.exe', 'noext', 'c.tiff']) {
      expect(hasImageExtension(name)).toBe(false);
    }
  });
});

describe('numbers typed in either digit system', () => {
  it('reads Arabic-Indic and Persian digits as 0-9', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 42')).toBe('0123456789 0123456789 42');
  });

  it.each([
    ['35000', 35000],
    ['٣٥٠٠٠', 35000],
    ['٣٥٬٠٠٠', 35000],
    ['35,000', 35000],
    ['١٢٫٥', 12.5],
    ['12.50', 12.5],
    [' ٧ ', 7],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %d', (typed, value) => {
    expect(typedNumber(typed)).toBe(value);
  });

  it.each(['', '  ', 'abc', '1e3', '0x10', '1.2.3', 'Infinity', '١٢ر'])(
    'reads %j as no number',
    (typed) => {
      expect(typedNumber(typed)).toBeUndefined();
    },
  );
});
