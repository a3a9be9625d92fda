import { SHOP_NAME } from '@shop/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const formatAmount = (halalas: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(halalas / 100);

export interface ThreeDSecurePageInput {
  amount: number;
  currency: string;
  description: string;
  cardLast4: string;
  status: 'initiated' | 'paid' | 'failed';
}

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f6;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2933; }
  main { width: min(420px, 92vw); background: #fff; border-radius: 12px; padding: 28px;
    box-shadow: 0 8px 30px rgba(15, 40, 70, .12); }
  .issuer { margin: 0; color: #52606d; font-size: 13px; letter-spacing: .04em; text-transform: uppercase; }
  h1 { margin: 6px 0 18px; font-size: 22px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 18px; }
  dt { color: #52606d; } dd { margin: 0; font-weight: 600; text-align: end; }
  .note { color: #52606d; font-size: 14px; }
  form { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 12px; border-radius: 8px; border: 1px solid #1f5f99; font-size: 16px; cursor: pointer; }
  .approve { background: #1f5f99; color: #fff; } .decline { background: #fff; color: #1f5f99; }
`;

/**
 * The sandbox issuer's 3-D Secure page: what is being paid, to whom, with which card, and the
 * cardholder's two answers. Plain HTML that posts back to itself — no scripts.
 */
export function renderThreeDSecurePage(payment: ThreeDSecurePageInput): string {
  const pending = payment.status === 'initiated';
  const outcome = payment.status === 'paid' ? 'approved' : 'declined';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Confirm your payment</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="issuer">Sandbox card issuer · 3-D Secure</p>
  <h1>Confirm your payment</h1>
  <dl>
    <dt>Merchant</dt><dd>${escapeHtml(SHOP_NAME)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(formatAmount(payment.amount, payment.currency))}</dd>
    <dt>Card</dt><dd dir="ltr">•••• ${escapeHtml(payment.cardLast4)}</dd>
    <dt>For</dt><dd>${escapeHtml(payment.description)}</dd>
  </dl>
  ${
    pending
      ? `<p class="note">This is the shop's payment sandbox: no card is charged. Approve to pay, or
  decline to cancel the payment.</p>
  <form method="post">
    <button class="approve" type="submit" name="decision" value="approve">Approve</button>
    <button class="decline" type="submit" name="decision" value="decline">Decline</button>
  </form>`
      : `<p class="note">This payment was already ${outcome}.</p>
  <form method="post">
    <button class="approve" type="submit" name="decision" value="approve">Back to the shop</button>
  </form>`
  }
</main>
</body>
</html>`;
}
