import { describe, expect, it } from 'vitest';
import { translateCount } from './plurals';

describe('counted texts', () => {
  it("use English's two forms: the documented wording for every count but one", () => {
    expect(translateCount('en', 'cart.heading', 1)).toBe('Your Cart (1 item)');
    expect(translateCount('en', 'cart.heading', 0)).toBe('Your Cart (0 items)');
    expect(translateCount('en', 'cart.heading', 3)).toBe('Your Cart (3 items)');
    expect(translateCount('en', 'nav.cartCount', 1)).toBe('(1 item)');
    expect(translateCount('en', 'nav.cartCount', 2)).toBe('(2 items)');
  });

  it("use Arabic's six forms, with Arabic digits", () => {
    expect(translateCount('ar', 'cart.heading', 0)).toBe('سلتك (لا عناصر)');
    expect(translateCount('ar', 'cart.heading', 1)).toBe('سلتك (عنصر واحد)');
    expect(translateCount('ar', 'cart.heading', 2)).toBe('سلتك (عنصران)');
    expect(translateCount('ar', 'cart.heading', 3)).toBe('سلتك (٣ عناصر)');
    expect(translateCount('ar', 'cart.heading', 11)).toBe('سلتك (١١ عنصرًا)');
    expect(translateCount('ar', 'cart.heading', 100)).toBe('سلتك (١٠٠ عنصر)');
  });
});
