import {
  SHOP_NAME,
  SHOP_NAME_AR,
  SHOP_TIME_ZONE,
  type Language,
  type UnsubscribeTopic,
  type VehicleIdentity,
} from '@shop/shared';
import { escapeHtml, mailPage } from '../mail/mail-html';
import type { Mail } from '../mail/mail.service';
import { MAIL_LOCALES, formatNumber, formatSar, formatYear } from '../text/numbers';

/** Who a mail goes to, and how they turn such mails off. */
export interface Recipient {
  to: string;
  name: string;
  language: Language;
  /** The one-click unsubscribe page, and the headers naming it (UnsubscribeLinks). */
  unsubscribe: { url: string; headers: Record<string, string> };
}

/** A line of a mail with an address after it. */
interface Link {
  text: string;
  url: string;
}

const TEXTS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    km: (km: string) => `${km} km`,
    yourCar: 'your car',
    why: {
      serviceReminders: 'You get these mails because you turned on service reminders.',
      offers: 'You get these mails because you agreed to offers by email.',
      stockAlerts: 'You get this mail because you asked to hear when the product is back.',
    } satisfies Record<UnsubscribeTopic, string>,
    stop: 'Stop them (one click, no login):',
    thanks: `— ${SHOP_NAME}`,
    serviceSubject: (car: string, pack: string) => `${SHOP_NAME}: ${car} is due for ${pack}`,
    serviceBody: (car: string, km: string, pack: string, mileage: string, date: string) =>
      `By our estimate your ${car} has about ${km} on it now. Its ${pack} (${mileage}) is due by ${date}.`,
    price: (price: string) => `Price: ${price}`,
    addToCart: 'Put it in your cart:',
    doneElsewhere: 'I did it elsewhere:',
    updateMileage: 'Update my mileage:',
    stockSubject: (product: string) => `${SHOP_NAME}: ${product} is back in stock`,
    stockBody: (product: string, price: string) =>
      `${product} is back in stock, at ${price}. You asked us to tell you; we will not mail you about it again.`,
    order: 'Order it:',
    cartSubject: `${SHOP_NAME}: your cart is waiting`,
    cartBody: 'You left these in your cart:',
    total: (total: string) => `Total: ${total}`,
    completeOrder: 'Complete your order:',
  },
  ar: {
    hello: (name: string) => `مرحباً ${name}،`,
    km: (km: string) => `${km} كم`,
    yourCar: 'سيارتك',
    why: {
      serviceReminders: 'تصلك هذه الرسائل لأنك فعّلت تذكيرات الصيانة.',
      offers: 'تصلك هذه الرسائل لأنك وافقت على تلقي العروض بالبريد.',
      stockAlerts: 'تصلك هذه الرسالة لأنك طلبت إشعارك عند توفر المنتج.',
    } satisfies Record<UnsubscribeTopic, string>,
    stop: 'لإيقافها (بنقرة واحدة، دون تسجيل الدخول):',
    thanks: `— ${SHOP_NAME_AR}`,
    serviceSubject: (car: string, pack: string) => `${SHOP_NAME_AR}: حان موعد ${pack} لـ${car}`,
    serviceBody: (car: string, km: string, pack: string, mileage: string, date: string) =>
      `حسب تقديرنا قطعت ${car} نحو ${km} حتى الآن. موعد ${pack} (${mileage}) بحلول ${date}.`,
    price: (price: string) => `السعر: ${price}`,
    addToCart: 'أضفها إلى سلتك:',
    doneElsewhere: 'أجريتها في مكان آخر:',
    updateMileage: 'تحديث عدد الكيلومترات:',
    stockSubject: (product: string) => `${SHOP_NAME_AR}: ${product} متوفر من جديد`,
    stockBody: (product: string, price: string) =>
      `${product} متوفر من جديد بسعر ${price}. طلبت إشعارك بذلك، ولن نراسلك بشأنه مرة أخرى.`,
    order: 'اطلبه الآن:',
    cartSubject: `${SHOP_NAME_AR}: سلتك بانتظارك`,
    cartBody: 'تركت هذه المنتجات في سلتك:',
    total: (total: string) => `الإجمالي: ${total}`,
    completeOrder: 'أكمل طلبك:',
  },
} as const;

const day = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);

/** A name in the mail's language: the Arabic one where there is one. */
export const named = (language: Language, item: { name: string; nameAr?: string }) =>
  (language === 'ar' && item.nameAr) || item.name;

/** A car as a mail names it: make, model and year in the mail's language. */
export function carName(language: Language, vehicle: VehicleIdentity | undefined): string {
  if (!vehicle?.make) return TEXTS[language].yourCar;
  const ar = language === 'ar';
  return [
    (ar && vehicle.makeAr) || vehicle.make,
    (ar && vehicle.modelAr) || vehicle.model,
    vehicle.year && formatYear(language, vehicle.year),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A mail that is no transaction: greeting, paragraphs, links, and at the foot why it came and
 * the link that stops such mails, which the List-Unsubscribe headers name too.
 */
function consentedMail(
  recipient: Recipient,
  topic: UnsubscribeTopic,
  subject: string,
  paragraphs: string[],
  links: Link[],
): Mail {
  const t = TEXTS[recipient.language];
  const stop: Link = { text: `${t.why[topic]} ${t.stop}`, url: recipient.unsubscribe.url };
  const linked = (link: Link) =>
    `${escapeHtml(link.text)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`;
  return {
    to: recipient.to,
    subject,
    text: [
      t.hello(recipient.name),
      ...paragraphs,
      ...links.map((link) => `${link.text} ${link.url}`),
      t.thanks,
      `${stop.text} ${stop.url}`,
    ].join('\n\n'),
    html: mailPage(recipient.language, [
      escapeHtml(t.hello(recipient.name)),
      ...paragraphs.map(escapeHtml),
      ...links.map(linked),
      escapeHtml(t.thanks),
      `<small>${linked(stop)}</small>`,
    ]),
    headers: recipient.unsubscribe.headers,
  };
}

export interface ServiceReminderFacts {
  vehicle?: VehicleIdentity;
  estimatedMileage: number;
  package: { name: string; nameAr?: string; price: number; mileage: number };
  dueAt: Date;
  links: { addToCart: string; doneElsewhere: string; updateMileage: string };
}

/** A car's service falls due: what, when, for how much, and the links that act on it. */
export function serviceReminderMail(recipient: Recipient, facts: ServiceReminderFacts): Mail {
  const { language } = recipient;
  const t = TEXTS[language];
  const car = carName(language, facts.vehicle);
  const pack = named(language, facts.package);
  return consentedMail(
    recipient,
    'serviceReminders',
    t.serviceSubject(car, pack),
    [
      t.serviceBody(
        car,
        t.km(formatNumber(language, facts.estimatedMileage)),
        pack,
        t.km(formatNumber(language, facts.package.mileage)),
        day(language, facts.dueAt),
      ),
      t.price(formatSar(language, facts.package.price)),
    ],
    [
      { text: t.addToCart, url: facts.links.addToCart },
      { text: t.doneElsewhere, url: facts.links.doneElsewhere },
      { text: t.updateMileage, url: facts.links.updateMileage },
    ],
  );
}

/** A product the shopper waited for is back. */
export function backInStockMail(
  recipient: Recipient,
  product: { name: string; nameAr?: string; price: number; url: string },
): Mail {
  const t = TEXTS[recipient.language];
  const name = named(recipient.language, product);
  return consentedMail(
    recipient,
    'stockAlerts',
    t.stockSubject(name),
    [t.stockBody(name, formatSar(recipient.language, product.price))],
    [{ text: t.order, url: product.url }],
  );
}

/** The lines of a forgotten cart, its total, and the way back to it. */
export function forgottenCartMail(
  recipient: Recipient,
  cart: {
    lines: { name: string; nameAr?: string; quantity: number; price: number }[];
    total: number;
    url: string;
  },
): Mail {
  const { language } = recipient;
  const t = TEXTS[language];
  return consentedMail(
    recipient,
    'offers',
    t.cartSubject,
    [
      t.cartBody,
      ...cart.lines.map(
        (line) =>
          `${formatNumber(language, line.quantity)} × ${named(language, line)}: ${formatSar(language, line.price)}`,
      ),
      t.total(formatSar(language, cart.total)),
    ],
    [{ text: t.completeOrder, url: cart.url }],
  );
}
