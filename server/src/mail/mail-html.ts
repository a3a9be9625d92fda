import type { Language } from '@shop/shared';

/** Text made safe to put in a mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Wraps paragraphs (HTML) in a page that reads in the mail's language and direction. */
export function mailPage(language: Language, paragraphs: string[], extra = ''): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><body style="font-family: Arial, Tahoma, sans-serif; color: #222; text-align: ${align}">
<div lang="${language}" dir="${dir}">
${paragraphs.map((paragraph) => `  <p>${paragraph}</p>`).join('\n')}
${extra}</div>
</body></html>`;
}
