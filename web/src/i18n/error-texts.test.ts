import { ERROR_CODES, VALIDATION, cardNumberLengthMessage } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, errorText } from './error-texts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('API error texts', () => {
  it('word every code the API can answer, in English and in Arabic', () => {
    expect(ERROR_CODES.filter((code) => !ERROR_TEXTS.en[code])).toEqual([]);
    expect(ERROR_CODES.filter((code) => !ARABIC_LETTER.test(ERROR_TEXTS.ar[code] ?? ''))).toEqual(
      [],
    );
  });

  it("show the server's own English message, word for word", () => {
    const message = 'Card number must be 16 digits. You entered 12 digits.';
    expect(errorText('en', { code: 'CARD_NUMBER_LENGTH', message, params: { count: '12' } })).toBe(
      message,
    );
    expect(errorText('en', { code: 'NAME_TOO_SHORT' })).toBe(VALIDATION.nameMin);
  });

  it('translate the code into Arabic, with its numbers in Arabic digits', () => {
    expect(
      errorText('ar', {
        code: 'CARD_NUMBER_LENGTH',
        message: cardNumberLengthMessage(12),
        params: { count: '12' },
      }),
    ).toBe('يجب أن يتكوّن رقم البطاقة من ١٦ رقماً. عدد الأرقام المُدخلة: ١٢.');
    expect(errorText('ar', { code: 'LOGIN_FAILED', message: 'Incorrect email or password.' })).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    );
  });

  it("fall back to the status's generic text for a code this build does not know yet", () => {
    expect(
      errorText('ar', { code: 'OUT_OF_STOCK', message: 'Only 2 left.', statusCode: 409 }),
    ).toBe(ERROR_TEXTS.ar.CONFLICT);
  });
});
