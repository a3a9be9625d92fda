import type { Language } from '@shop/shared';

/** The language a user is written to in (mails) until they choose. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A page's language: `?lang=` (the shop's links carry the shopper's) first, else the browser's
 * Accept-Language, else English.
 */
export function pageLanguage(lang: unknown, acceptLanguage: unknown): Language {
  if (lang === 'ar' || lang === 'en') return lang;
  if (typeof acceptLanguage !== 'string') return 'en';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}
