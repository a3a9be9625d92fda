import { SHOP_NAME } from '@shop/shared';
import { pageLanguage, renderThreeDSecurePage } from './three-d-secure-page';

const payment = {
  amount: 33030,
  currency: 'SAR',
  description: `${SHOP_NAME} order #EE00ABCD`,
  cardLast4: '1111',
  status: 'initiated' as const,
};

/** The page's visible text: tags, styles and the masked card's digits left out. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');

describe('the sandbox 3-D Secure page', () => {
  it('speaks Arabic right to left, on a phone-wide page, with no Latin words', () => {
    const html = renderThreeDSecurePage(payment, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('>موافقة</button>');
    expect(html).toContain('>رفض</button>');
    expect(html).toContain('<dd dir="ltr">•••• 1111</dd>');
    expect(html).toContain('٣٣٠٫٣٠');
    // The order's number, as the shop shows it everywhere, is the one run of Latin letters left.
    // Isolated left to right, so that its '#' stays in front in the Arabic sentence.
    expect(visibleText(html)).toContain('الطلب رقم \u2066#EE00ABCD\u2069 من');
    const latin = visibleText(html)
      .replace('#EE00ABCD', '')
      .match(/[A-Za-z]{2,}/g);
    expect(latin).toBeNull();
  });

  it('stays English by default', () => {
    const html = renderThreeDSecurePage(payment);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('>Approve</button>');
    expect(html).toMatch(/SAR\s330\.30/);
    expect(visibleText(html)).toContain(`${SHOP_NAME} order #EE00ABCD`);
  });

  it("takes the shop's lang first, then the browser's Accept-Language", () => {
    expect(pageLanguage('ar', 'en-US')).toBe('ar');
    expect(pageLanguage('en', 'ar-SA')).toBe('en');
    expect(pageLanguage(undefined, 'ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(pageLanguage('fr', 'en-GB,en')).toBe('en');
    expect(pageLanguage(['ar'], undefined)).toBe('en');
  });
});
