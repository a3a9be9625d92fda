import { SHOP_NAME, SHOP_NAME_AR, type PaymentStatus } from '@shop/shared';

export { pageLanguage } from '../../users/language';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The languages the page speaks; the shop's web app writes numbers the same way. */
export type PageLanguage = 'en' | 'ar';

const TEXTS = {
  en: {
    locale: 'en-SA',
    dir: 'ltr',
    shop: SHOP_NAME,
    issuer: 'Sandbox card issuer · 3-D Secure',
    title: 'Confirm your payment',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    for: 'For',
    note: "This is the shop's payment sandbox: no card is charged. Approve to pay, or decline to cancel the payment.",
    approve: 'Approve',
    decline: 'Decline',
    approved: 'This payment was already approved.',
    declined: 'This payment was already declined.',
    back: 'Back to the shop',
  },
  ar: {
    locale: 'ar-SA',
    dir: 'rtl',
    shop: SHOP_NAME_AR,
    issuer: 'جهة إصدار البطاقة التجريبية · التحقق الآمن ثلاثي الأبعاد',
    title: 'تأكيد الدفع',
    merchant: 'التاجر',
    amount: 'المبلغ',
    card: 'البطاقة',
    for: 'مقابل',
    note: 'هذه بيئة الدفع التجريبية للمتجر: لن تُخصم أي مبالغ من بطاقتك. اضغط «موافقة» لإتمام الدفع، أو «رفض» لإلغائه.',
    approve: 'موافقة',
    decline: 'رفض',
    approved: 'تمت الموافقة على هذه العملية من قبل.',
    declined: 'رُفضت هذه العملية من قبل.',
    back: 'العودة إلى المتجر',
  },
} as const;

/** The shop's description of an order's payment: "<shop> order #38D4D3D9" (OrdersService). */
const ORDER_DESCRIPTION = new RegExp(`^${SHOP_NAME} order (#\\w+)$`);

/** What is paid for: the shop's order description says it in the page's language. */
function paymentFor(description: string, language: PageLanguage): string {
  const reference = ORDER_DESCRIPTION.exec(description)?.[1];
  // The number reads left to right inside the Arabic sentence ('#' first): isolated, as LTR.
  return reference && language === 'ar'
    ? `الطلب رقم \u2066${reference}\u2069 من ${SHOP_NAME_AR}`
    : description;
}

const formatAmount = (halalas: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(halalas / 100);

export interface ThreeDSecurePageInput {
  amount: number;
  currency: string;
  description: string;
  cardLast4: string;
  /** A refunded payment was paid first: its page shows it as paid. */
  status: Exclude<PaymentStatus, 'refunded'>;
}

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f6;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2933; }
  main { width: min(420px, 92vw); box-sizing: border-box; background: #fff; border-radius: 12px; padding: 28px;
    box-shadow: 0 8px 30px rgba(15, 40, 70, .12); }
  .issuer { margin: 0; color: #52606d; font-size: 13px; letter-spacing: .04em; text-transform: uppercase; }
  [dir=rtl] .issuer { letter-spacing: 0; }
  [dir=rtl] body, [dir=rtl] button { font-family: system-ui, 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif; }
  h1 { margin: 6px 0 18px; font-size: 22px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 18px; }
  dt { color: #52606d; } dd { margin: 0; font-weight: 600; text-align: end; }
  .note { color: #52606d; font-size: 14px; }
  form { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 12px; border-radius: 8px; border: 1px solid #1f5f99; font-size: 16px; cursor: pointer; }
  .approve { background: #1f5f99; color: #fff; } .decline { background: #fff; color: #1f5f99; }
  /* A phone: each detail under its label. Last, so that it wins over the rules above. */
  @media (max-width: 420px) { main { padding: 20px; } dl { grid-template-columns: 1fr; gap: 2px 0; }
    dd { text-align: start; margin-bottom: 8px; } }
`;

/**
 * The sandbox issuer's 3-D Secure page, in the shopper's language: what is being paid, to whom,
 * with which card, and the cardholder's two answers. Plain HTML that posts back to itself (its
 * own address, language included) — no scripts.
 */
export function renderThreeDSecurePage(
  payment: ThreeDSecurePageInput,
  language: PageLanguage = 'en',
): string {
  const text = TEXTS[language];
  const pending = payment.status === 'initiated';
  return `<!doctype html>
<html lang="${language}" dir="${text.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="issuer">${escapeHtml(text.issuer)}</p>
  <h1>${escapeHtml(text.title)}</h1>
  <dl>
    <dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(text.shop)}</dd>
    <dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(formatAmount(payment.amount, payment.currency, text.locale))}</dd>
    <dt>${escapeHtml(text.card)}</dt><dd dir="ltr">•••• ${escapeHtml(payment.cardLast4)}</dd>
    <dt>${escapeHtml(text.for)}</dt><dd>${escapeHtml(paymentFor(payment.description, language))}</dd>
  </dl>
  ${
    pending
      ? `<p class="note">${escapeHtml(text.note)}</p>
  <form method="post">
    <button class="approve" type="submit" name="decision" value="approve">${escapeHtml(text.approve)}</button>
    <button class="decline" type="submit" name="decision" value="decline">${escapeHtml(text.decline)}</button>
  </form>`
      : `<p class="note">${escapeHtml(payment.status === 'paid' ? text.approved : text.declined)}</p>
  <form method="post">
    <button class="approve" type="submit" name="decision" value="approve">${escapeHtml(text.back)}</button>
  </form>`
  }
</main>
</body>
</html>`;
}
