import { describe, expect, it } from 'vitest';
import { paymentPageUrl } from './go-to-payment';

describe('the payment page address', () => {
  const shop = 'https://shop.example/payment';

  it("carries the shopper's language to the shop's own 3-D Secure page", () => {
    expect(paymentPageUrl('https://shop.example/api/payment/sandbox/abc', 'ar', shop)).toBe(
      'https://shop.example/api/payment/sandbox/abc?lang=ar',
    );
  });

  it("leaves another provider's address as it is", () => {
    const moyasar = 'https://api.moyasar.com/v1/transaction_auths/abc/form?token=x';
    expect(paymentPageUrl(moyasar, 'ar', shop)).toBe(moyasar);
  });
});
