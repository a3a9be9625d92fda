import {
  SHOP_NAME,
  SHOP_NAME_AR,
  VAT_RATE,
  fromHalalas,
  toHalalas,
  type ShippingStatus,
  type Language,
} from '@shop/shared';
import { escapeHtml, mailPage } from '../mail/mail-html';
import type { Mail } from '../mail/mail.service';
import { formatNumber, formatPercent, formatSar } from '../text/numbers';

/** What the order mails say about an order. */
export interface OrderMailFacts {
  to: string;
  name: string;
  orderId: string;
  lines: { name: string; quantity: number; price: number }[];
  total: number;
  vat: number;
  shippingAddress: string;
  /** The delivery's fee (inside `total`), for an order placed with a saved address. */
  deliveryFee?: number;
  /** The discounts taken off `total` (issue 27): shown as lines of a negative amount. */
  discounts?: { label: string; labelAr: string; amount: number }[];
  /** The parcel's carrier, number and tracking page, once shipped (shipOrder). */
  tracking?: { carrier: string; number: string; url: string };
  invoiceNumber?: string;
  /** A refunded order's credit note, attached to the refund mail. */
  creditNoteNumber?: string;
  /** Where the shopper follows their orders. */
  ordersUrl: string;
}

/** The shipping changes a shopper hears about. */
export const NOTIFIED_SHIPPING = ['shipped', 'delivered', 'canceled'] as const;
export type NotifiedShipping = (typeof NOTIFIED_SHIPPING)[number] & ShippingStatus;
export const isNotifiedShipping = (status: string): status is NotifiedShipping =>
  (NOTIFIED_SHIPPING as readonly string[]).includes(status);

/** A short order reference for subjects: the id's last 8 characters. */
const reference = (orderId: string) => orderId.slice(-8).toUpperCase();

const TEXTS = {
  en: {
    shop: SHOP_NAME,
    hello: (name: string) => `Hello ${name},`,
    paidSubject: (ref: string) => `${SHOP_NAME}: order ${ref} confirmed`,
    paidIntro: (ref: string) => `Thank you for your order ${ref}. Your payment was received.`,
    invoice: (number: string) => `Your tax invoice ${number} is attached (PDF).`,
    item: 'Item',
    quantity: 'Qty',
    amount: 'Amount',
    excludingVat: 'Total excluding VAT',
    vat: `VAT ${formatPercent('en', VAT_RATE)}`,
    total: 'Total including VAT',
    shipTo: 'Shipping to',
    delivery: 'Delivery',
    tracking: (carrier: string, number: string) => `${carrier} tracking number ${number}:`,
    follow: 'Follow your orders at',
    shippingSubject: (ref: string, status: NotifiedShipping) =>
      `${SHOP_NAME}: order ${ref} ${SHIPPING_EN[status]}`,
    shippingBody: (ref: string, status: NotifiedShipping) => SHIPPING_NOTICE_EN[status](ref),
    refundSubject: (ref: string) => `${SHOP_NAME}: order ${ref} refunded`,
    refundBody: (ref: string, total: string) =>
      `Your payment of ${total} for order ${ref} was refunded to your card. It may take a few days to show on your statement.`,
    thanks: `— ${SHOP_NAME}`,
  },
  ar: {
    shop: SHOP_NAME_AR,
    hello: (name: string) => `مرحباً ${name}،`,
    paidSubject: (ref: string) => `${SHOP_NAME_AR}: تم تأكيد الطلب ${ref}`,
    paidIntro: (ref: string) => `شكراً لطلبك ${ref}. تم استلام الدفع.`,
    invoice: (number: string) => `مرفق فاتورتك الضريبية ${number} (PDF).`,
    item: 'الصنف',
    quantity: 'الكمية',
    amount: 'المبلغ',
    excludingVat: 'الإجمالي غير شامل الضريبة',
    vat: `ضريبة القيمة المضافة ${formatPercent('ar', VAT_RATE)}`,
    total: 'الإجمالي شامل الضريبة',
    shipTo: 'عنوان الشحن',
    delivery: 'التوصيل',
    tracking: (carrier: string, number: string) => `رقم تتبع الشحنة لدى ${carrier}: ${number}`,
    follow: 'تابع طلباتك على',
    shippingSubject: (ref: string, status: NotifiedShipping) =>
      `${SHOP_NAME_AR}: ${SHIPPING_AR[status]} الطلب ${ref}`,
    shippingBody: (ref: string, status: NotifiedShipping) => SHIPPING_NOTICE_AR[status](ref),
    refundSubject: (ref: string) => `${SHOP_NAME_AR}: تم استرداد مبلغ الطلب ${ref}`,
    refundBody: (ref: string, total: string) =>
      `تم استرداد مبلغ ${total} للطلب ${ref} إلى بطاقتك. قد يستغرق ظهوره في كشف حسابك بضعة أيام.`,
    thanks: `— ${SHOP_NAME_AR}`,
  },
} as const;

const SHIPPING_EN: Record<NotifiedShipping, string> = {
  shipped: 'shipped',
  delivered: 'delivered',
  canceled: 'canceled',
};
const SHIPPING_AR: Record<NotifiedShipping, string> = {
  shipped: 'تم شحن',
  delivered: 'تم تسليم',
  canceled: 'تم إلغاء',
};
const SHIPPING_NOTICE_EN: Record<NotifiedShipping, (ref: string) => string> = {
  shipped: (ref) => `Your order ${ref} is on its way.`,
  delivered: (ref) => `Your order ${ref} was delivered. We hope everything fits.`,
  canceled: (ref) =>
    `Your order ${ref} was canceled. If you paid for it, the payment will be refunded.`,
};
const SHIPPING_NOTICE_AR: Record<NotifiedShipping, (ref: string) => string> = {
  shipped: (ref) => `طلبك ${ref} في الطريق إليك.`,
  delivered: (ref) => `تم تسليم طلبك ${ref}. نتمنى أن يكون كل شيء مناسباً.`,
  canceled: (ref) => `تم إلغاء طلبك ${ref}. إذا كنت قد دفعت قيمته فسيتم استرداد المبلغ.`,
};

/** A cell of the confirmation's table. */
const cell = 'style="padding: 4px 8px; border-bottom: 1px solid #ddd"';

/** The order confirmation: lines, totals with the VAT apart, and the invoice attached. */
export function orderPaidMail(language: Language, facts: OrderMailFacts): Mail {
  const t = TEXTS[language];
  const sar = (amount: number) => formatSar(language, amount);
  // An English amount keeps 'SAR' before it in an Arabic client too; an Arabic one reads RTL.
  const amountCell = language === 'ar' ? cell : `${cell} dir="ltr"`;
  const ref = reference(facts.orderId);
  const lines = [
    ...facts.lines,
    ...(facts.deliveryFee === undefined
      ? []
      : [{ name: t.delivery, quantity: 1, price: facts.deliveryFee }]),
    ...(facts.discounts ?? []).map((discount) => ({
      name: language === 'ar' ? discount.labelAr : discount.label,
      quantity: 1,
      price: -discount.amount,
    })),
  ];
  const excludingVat = fromHalalas(toHalalas(facts.total) - toHalalas(facts.vat));
  const totals: [string, number][] = [
    [t.excludingVat, excludingVat],
    [t.vat, facts.vat],
    [t.total, facts.total],
  ];
  const text = [
    t.hello(facts.name),
    '',
    t.paidIntro(ref),
    ...(facts.invoiceNumber ? [t.invoice(facts.invoiceNumber)] : []),
    '',
    ...lines.map(
      (line) => `${formatNumber(language, line.quantity)} × ${line.name}: ${sar(line.price)}`,
    ),
    '',
    ...totals.map(([label, amount]) => `${label}: ${sar(amount)}`),
    '',
    `${t.shipTo}: ${facts.shippingAddress}`,
    `${t.follow} ${facts.ordersUrl}`,
    '',
    t.thanks,
  ].join('\n');
  const table = `  <table style="border-collapse: collapse">
    <tr><th ${cell}>${t.item}</th><th ${cell}>${t.quantity}</th><th ${cell}>${t.amount}</th></tr>
${lines
  .map(
    (line) =>
      `    <tr><td ${cell}>${escapeHtml(line.name)}</td><td ${cell}>${formatNumber(language, line.quantity)}</td><td ${amountCell}>${escapeHtml(sar(line.price))}</td></tr>`,
  )
  .join('\n')}
${totals
  .map(
    ([label, amount], index) =>
      `    <tr><td colspan="2" ${cell}>${index === 2 ? `<b>${label}</b>` : label}</td><td ${amountCell}>${index === 2 ? `<b>${escapeHtml(sar(amount))}</b>` : escapeHtml(sar(amount))}</td></tr>`,
  )
  .join('\n')}
  </table>
`;
  const html = mailPage(
    language,
    [
      escapeHtml(t.hello(facts.name)),
      escapeHtml(t.paidIntro(ref)),
      ...(facts.invoiceNumber ? [escapeHtml(t.invoice(facts.invoiceNumber))] : []),
    ],
    `${table}  <p>${t.shipTo}: ${escapeHtml(facts.shippingAddress)}</p>
  <p>${t.follow} <a href="${escapeHtml(facts.ordersUrl)}">${escapeHtml(facts.ordersUrl)}</a></p>
  <p>${escapeHtml(t.thanks)}</p>
`,
  );
  return { to: facts.to, subject: t.paidSubject(ref), text, html };
}

/** A short notice that an order was shipped, delivered or canceled. */
export function shippingMail(
  language: Language,
  facts: OrderMailFacts,
  status: NotifiedShipping,
): Mail {
  const t = TEXTS[language];
  const ref = reference(facts.orderId);
  const tracking = status === 'shipped' ? facts.tracking : undefined;
  return notice(
    language,
    facts,
    t.shippingSubject(ref, status),
    t.shippingBody(ref, status),
    tracking && { text: t.tracking(tracking.carrier, tracking.number), url: tracking.url },
  );
}

/** A short notice that a paid order's payment was refunded. */
export function refundMail(language: Language, facts: OrderMailFacts): Mail {
  const t = TEXTS[language];
  const ref = reference(facts.orderId);
  return notice(
    language,
    facts,
    t.refundSubject(ref),
    t.refundBody(ref, formatSar(language, facts.total)),
  );
}

/** A short mail; `link` a sentence with an address after it (a parcel's tracking page). */
function notice(
  language: Language,
  facts: OrderMailFacts,
  subject: string,
  body: string,
  link?: { text: string; url: string },
): Mail {
  const t = TEXTS[language];
  const follow = `${t.follow} ${facts.ordersUrl}`;
  const text = [t.hello(facts.name), body, ...(link ? [`${link.text} ${link.url}`] : [])];
  const linked = link
    ? [`${escapeHtml(link.text)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`]
    : [];
  return {
    to: facts.to,
    subject,
    text: [...text, follow, t.thanks].join('\n\n'),
    html: mailPage(language, [
      ...text.slice(0, 2).map(escapeHtml),
      ...linked,
      escapeHtml(follow),
      escapeHtml(t.thanks),
    ]),
  };
}
