import { SHOP_NAME, SHOP_NAME_AR, type Language, type UnsubscribeTopic } from '@shop/shared';
import { escapeHtml } from '../mail/mail-html';

const TEXTS = {
  en: {
    shop: SHOP_NAME,
    title: 'Unsubscribe',
    what: {
      serviceReminders: 'service reminders for your cars',
      offers: 'offers and reminders of your cart',
      stockAlerts: '"back in stock" mails for the products you asked about',
    } satisfies Record<UnsubscribeTopic, string>,
    ask: (what: string) => `Stop mailing me ${what}?`,
    button: 'Unsubscribe',
    done: (what: string) => `Done: we will not mail you ${what} any more.`,
    again: 'You can turn it on again under My Account at any time.',
    invalid: 'This unsubscribe link is not valid. Copy the whole link from the mail.',
    other: 'العربية',
  },
  ar: {
    shop: SHOP_NAME_AR,
    title: 'إلغاء الاشتراك',
    what: {
      serviceReminders: 'تذكيرات صيانة سياراتك',
      offers: 'العروض والتذكير بسلتك',
      stockAlerts: 'إشعارات توفر المنتجات التي طلبتها',
    } satisfies Record<UnsubscribeTopic, string>,
    ask: (what: string) => `هل تريد إيقاف ${what}؟`,
    button: 'إلغاء الاشتراك',
    done: (what: string) => `تم: لن نرسل إليك ${what} بعد الآن.`,
    again: 'يمكنك تفعيلها من جديد في صفحة حسابي في أي وقت.',
    invalid: 'رابط إلغاء الاشتراك غير صالح. انسخ الرابط كاملاً من الرسالة.',
    other: 'English',
  },
} as const;

export type UnsubscribeStep = 'ask' | 'done' | 'invalid';

/**
 * The server's own small page behind a mail's unsubscribe link (it needs neither login nor the
 * web app): the question with a button that POSTs to the same address, the answer after, or the
 * refusal of a broken link; in the mail's language, with a link to the other one.
 */
export function renderUnsubscribePage(
  language: Language,
  step: UnsubscribeStep,
  topic?: UnsubscribeTopic,
): string {
  const t = TEXTS[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const what = topic ? t.what[topic] : '';
  const body =
    step === 'invalid'
      ? `<p>${escapeHtml(t.invalid)}</p>`
      : step === 'ask'
        ? `<p>${escapeHtml(t.ask(what))}</p>
  <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.button)}</button></form>`
        : `<p>${escapeHtml(t.done(what))}</p>
  <p>${escapeHtml(t.again)}</p>`;
  const other = language === 'ar' ? 'en' : 'ar';
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} · ${escapeHtml(t.shop)}</title>
<style>body{font-family:Arial,Tahoma,sans-serif;color:#222;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;min-height:44px;cursor:pointer}</style>
</head><body>
  <h1>${escapeHtml(t.shop)}</h1>
  ${body}
  <p><a href="?lang=${other}" lang="${other}">${escapeHtml(t.other)}</a></p>
</body></html>`;
}
