import { SHOP_NAME, SHOP_NAME_AR } from '@shop/shared';
import { escapeHtml } from '../mail/mail-html';
import type { Mail } from '../mail/mail.service';

/** The password-reset mail, in English and Arabic, as plain text and HTML. */
export function resetCodeMail(to: string, name: string, code: string, validMinutes: number): Mail {
  const text = [
    `Hello ${name},`,
    '',
    `Your ${SHOP_NAME} password reset code is: ${code}`,
    `It is valid for ${validMinutes} minutes and can be used once.`,
    'If you did not ask to reset your password, ignore this mail.',
    '',
    '---',
    '',
    `مرحباً ${name}،`,
    '',
    `رمز إعادة تعيين كلمة المرور في ${SHOP_NAME_AR} هو: ${code}`,
    `الرمز صالح لمدة ${validMinutes} دقيقة ويُستخدم مرة واحدة.`,
    'إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة.',
  ].join('\n');
  const safeName = escapeHtml(name);
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #222">
<div lang="en" dir="ltr">
  <p>Hello ${safeName},</p>
  <p>Your ${SHOP_NAME} password reset code is:</p>
  <p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${code}</p>
  <p>It is valid for ${validMinutes} minutes and can be used once. If you did not ask to reset your password, ignore this mail.</p>
</div>
<hr>
<div lang="ar" dir="rtl">
  <p>مرحباً ${safeName}،</p>
  <p>رمز إعادة تعيين كلمة المرور في ${SHOP_NAME_AR} هو:</p>
  <p style="font-size: 28px; font-weight: bold; letter-spacing: 4px" dir="ltr">${code}</p>
  <p>الرمز صالح لمدة ${validMinutes} دقيقة ويُستخدم مرة واحدة. إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة.</p>
</div>
</body></html>`;
  return {
    to,
    subject: `${SHOP_NAME}: your password reset code / رمز إعادة تعيين كلمة المرور`,
    text,
    html,
  };
}
