import { ERROR_CODES, ERRORS, VALIDATION, cardNumberLengthMessage } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-texts';
import { apiErrorTemplate } from './translate';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('API error texts', () => {
  it('word every code the API can answer, in English and in Arabic', () => {
    expect(ERROR_CODES.filter((code) => !apiErrorTemplate('en', code))).toEqual([]);
    expect(
      ERROR_CODES.filter((code) => !ARABIC_LETTER.test(apiErrorTemplate('ar', code) ?? '')),
    ).toEqual([]);
    expect(ERROR_CODES.filter((code) => apiErrorTemplate('ar', code) !== ERRORS[code].ar)).toEqual(
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
    ).toBe(ERRORS.CONFLICT.ar);
    expect(errorText('ar', { message: 'Bad gateway', statusCode: 502 })).toBe(
      ERRORS.BAD_GATEWAY.ar,
    );
    // A status without a code of its own reads as its class's.
    expect(errorText('ar', { message: 'Gateway gone', statusCode: 510 })).toBe(
      ERRORS.INTERNAL_ERROR.ar,
    );
  });
});
