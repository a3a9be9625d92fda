import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGE_ERROR_CODES,
  cardNumberLengthMessage,
  errorCodeOf,
  messageErrorCode,
} from '../src/index.js';

describe('error codes', () => {
  it('give every known message its own code, one message per code', () => {
    const messages = Object.values(MESSAGE_ERROR_CODES);
    expect(new Set(messages).size).toBe(messages.length);
    expect(errorCodeOf(400, 'Name must be at least 3 character')).toEqual({
      code: 'NAME_TOO_SHORT',
    });
    expect(errorCodeOf(404, 'Product not found.')).toEqual({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('read the numbers out of messages that carry one', () => {
    expect(messageErrorCode(cardNumberLengthMessage(12))).toEqual({
      code: 'CARD_NUMBER_LENGTH',
      params: { count: '12' },
    });
    expect(messageErrorCode('Description must be at most 5000 characters')).toEqual({
      code: 'TEXT_TOO_LONG',
      params: { field: 'Description', max: '5000' },
    });
  });

  it("fall back to the status's generic code for any other message", () => {
    expect(errorCodeOf(409, 'The shelf is being restocked.')).toEqual({ code: 'CONFLICT' });
    expect(errorCodeOf(429, 'Slow down.')).toEqual({ code: 'TOO_MANY_REQUESTS' });
    expect(errorCodeOf(418, 'I am a teapot.')).toEqual({ code: 'BAD_REQUEST' });
    expect(errorCodeOf(599, 'Odd.')).toEqual({ code: 'INTERNAL_ERROR' });
  });

  it('list every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['NOT_FOUND', 'PAYMENT_REFUSED']));
  });
});
