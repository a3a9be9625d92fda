import { SHOP_NAME, SHOP_NAME_AR, type Language } from '@shop/shared';
import { escapeHtml } from '../mail/mail-html';
import type { Mail } from '../mail/mail.service';

/**
 * The password-reset mail, in English and Arabic, as plain text and HTML: the user's language
 * first, so that an Arabic reader is greeted in Arabic (the other follows, for whoever else
 * reads the mailbox).
 */
export function resetCodeMail(
  to: string,
  name: string,
  code: string,
  validMinutes: number,
  language: Language,
): Mail {
  const english = [
    `Hello ${name},`,
    '',
    `Your ${SHOP_NAME} password reset code is: ${code}`,
    `It is valid for ${validMinutes} minutes and can be used once.`,
    'If you did not ask to reset your password, ignore this mail.',
  ];
  const arabic = [
    `مرحباً ${name}،`,
    '',
    `رمز إعادة تعيين كلمة المرور في ${SHOP_NAME_AR} هو: ${code}`,
    `الرمز صالح لمدة ${validMinutes} دقيقة ويُستخدم مرة واحدة.`,
    'إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة.',
  ];
  const arabicFirst = language === 'ar';
  const inOrder = <T>(inEnglish: T, inArabic: T) =>
    arabicFirst ? [inArabic, inEnglish] : [inEnglish, inArabic];
  const text = inOrder(english, arabic)
    .map((lines) => lines.join('\n'))
    .join('\n\n---\n\n');
  const safeName = escapeHtml(name);
  const englishHtml = `<div lang="en" dir="ltr">
  <p>Hello ${safeName},</p>
  <p>Your ${SHOP_NAME} password reset code is:</p>
  <p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${code}</p>
  <p>It is valid for ${validMinutes} minutes and can be used once. If you did not ask to reset your password, ignore this mail.</p>
</div>`;
  const arabicHtml = `<div lang="ar" dir="rtl">
  <p>مرحباً ${safeName}،</p>
  <p>رمز إعادة تعيين كلمة المرور في ${SHOP_NAME_AR} هو:</p>
  <p style="font-size: 28px; font-weight: bold; letter-spacing: 4px" dir="ltr">${code}</p>
  <p>الرمز صالح لمدة ${validMinutes} دقيقة ويُستخدم مرة واحدة. إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة.</p>
</div>`;
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #222">
${inOrder(englishHtml, arabicHtml).join('\n<hr>\n')}
</body></html>`;
  return {
    to,
    subject: arabicFirst
      ? `${SHOP_NAME_AR}: رمز إعادة تعيين كلمة المرور / your password reset code`
      : `${SHOP_NAME}: your password reset code / رمز إعادة تعيين كلمة المرور`,
    text,
    html,
  };
}
