import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatYear } from './format';

describe('number formats', () => {
  it('write SAR amounts the English way, the code kept on the line of its amount', () => {
    expect(formatPrice(1250.5, 'en')).toBe('SAR\u00a01,250.50');
    expect(formatPrice(90, 'en')).toBe('SAR\u00a090.00');
  });

  it('write them the Saudi Arabic way, with Arabic digits and the riyal sign', () => {
    const arabic = formatPrice(1250.5, 'ar');
    expect(arabic).toContain('١٬٢٥٠٫٥٠');
    expect(arabic).toContain('ر.س.');
  });

  it('write counts such as a mileage in either language', () => {
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'ar')).toBe('١٠٬٠٠٠');
  });

  it("write years without grouping, in the language's digits", () => {
    expect(formatYear(2026, 'en')).toBe('2026');
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
  });
});
