import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  ERROR_CODES,
  cardNumberLengthMessage,
  declaredError,
  statusErrorCode,
  type ErrorCode,
} from '../src/index.js';

const placeholders = (sentence: string) =>
  [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const wordings = (code: ErrorCode): string[] => {
  const { en } = ERRORS[code];
  return typeof en === 'string' ? [en] : Object.values(en);
};
const paramsOf = (code: ErrorCode): readonly string[] =>
  (ERRORS[code] as { params?: readonly string[] }).params ?? [];

describe('error codes', () => {
  it('give every sentence of its own one code', () => {
    const sentences = ERROR_CODES.filter(
      (code) => !(ERRORS[code] as { generic?: true }).generic,
    ).flatMap(wordings);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(declaredError('NAME_TOO_SHORT')).toEqual({
      code: 'NAME_TOO_SHORT',
      status: 400,
      message: 'Name must be at least 3 character',
    });
    expect(declaredError('PRODUCT_NOT_FOUND')).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      status: 404,
      message: 'Product not found.',
    });
  });

  it('fill the numbers and names in, and publish the params a translation uses', () => {
    expect(declaredError('CARD_NUMBER_LENGTH', { count: 12 })).toEqual({
      code: 'CARD_NUMBER_LENGTH',
      status: 400,
      message: cardNumberLengthMessage(12),
      params: { count: '12' },
    });
    expect(declaredError('TEXT_TOO_LONG', { field: 'Description', max: 5000 })).toEqual({
      code: 'TEXT_TOO_LONG',
      status: 400,
      message: 'Description must be at most 5000 characters',
      params: { field: 'Description', max: '5000' },
    });
    // The unknown ids are in the sentence only.
    expect(declaredError('PRODUCTS_UNKNOWN', { ids: 'a, b' })).toEqual({
      code: 'PRODUCTS_UNKNOWN',
      status: 400,
      message: 'These product ids do not exist: a, b.',
    });
  });

  it('say the wording a refusal names', () => {
    expect(declaredError('PRICE_INVALID', 'min').message).toBe('Price must be greater than 0');
    expect(declaredError('TOO_MANY_ATTEMPTS', 'one', { count: 1, unit: 'minute' })).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
      message: 'Too many attempts. Please try again in 1 minute.',
      params: { count: '1', unit: 'minute' },
    });
  });

  it('publish only placeholders every English wording holds, and translate with those alone', () => {
    for (const code of ERROR_CODES) {
      for (const sentence of wordings(code)) {
        expect({
          code,
          missing: paramsOf(code).filter((p) => !sentence.includes(`{${p}}`)),
        }).toEqual({ code, missing: [] });
      }
      const arabic = placeholders(ERRORS[code].ar).filter((p) => !paramsOf(code).includes(p));
      expect({ code, arabic }).toEqual({ code, arabic: [] });
    }
  });

  it("fall back to the status's generic code", () => {
    expect(statusErrorCode(409)).toBe('CONFLICT');
    expect(statusErrorCode(429)).toBe('TOO_MANY_REQUESTS');
    expect(statusErrorCode(418)).toBe('BAD_REQUEST');
    expect(statusErrorCode(599)).toBe('INTERNAL_ERROR');
  });

  it('list every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['NOT_FOUND', 'PAYMENT_REFUSED']));
  });
});
