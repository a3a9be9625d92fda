import { describe, expect, it } from 'vitest';
import { cardExpiryYears } from './card-expiry-years';

describe('card expiry years', () => {
  it('offers this year and the next four', () =>
    expect(cardExpiryYears(new Date('2026-11-22'))).toEqual([2026, 2027, 2028, 2029, 2030]));
});
