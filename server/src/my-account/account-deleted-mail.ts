import { SHOP_NAME, SHOP_NAME_AR, type Language } from '@shop/shared';
import { escapeHtml, mailPage } from '../mail/mail-html';
import type { Mail } from '../mail/mail.service';

const TEXTS = {
  en: {
    subject: `${SHOP_NAME}: your account was deleted`,
    hello: (name: string) => `Hello ${name},`,
    body: [
      `As you asked, your ${SHOP_NAME} account was deleted, with your garage, your cart and your consents to our mails. You cannot log in with it any more.`,
      'Your orders and their tax invoices are kept, as the tax law requires, with your name, phone and address replaced by a placeholder.',
      'If you did not ask for this, please contact us.',
    ],
    thanks: `— ${SHOP_NAME}`,
  },
  ar: {
    subject: `${SHOP_NAME_AR}: تم حذف حسابك`,
    hello: (name: string) => `مرحباً ${name}،`,
    body: [
      `بناءً على طلبك، تم حذف حسابك في ${SHOP_NAME_AR} مع سياراتك وسلة مشترياتك وموافقاتك على رسائلنا. لم يعد بإمكانك تسجيل الدخول به.`,
      'نحتفظ بطلباتك وفواتيرها الضريبية كما يقتضي نظام الضريبة، بعد استبدال اسمك ورقم جوالك وعنوانك بعلامة حذف.',
      'إذا لم تطلب ذلك فيُرجى التواصل معنا.',
    ],
    thanks: `— ${SHOP_NAME_AR}`,
  },
} as const;

/** The confirmation that a shopper's account was deleted, in their language. */
export function accountDeletedMail(to: string, name: string, language: Language): Mail {
  const t = TEXTS[language];
  const paragraphs = [t.hello(name), ...t.body, t.thanks];
  return {
    to,
    subject: t.subject,
    text: paragraphs.join('\n\n'),
    html: mailPage(language, paragraphs.map(escapeHtml)),
  };
}
