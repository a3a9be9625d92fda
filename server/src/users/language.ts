import { DEFAULT_LANGUAGE, isLanguage, languageInCookies, type Language } from '@shop/shared';

/**
 * A page's language: `?lang=` (the shop's links carry the shopper's) first, else the browser's
 * Accept-Language, else English.
 */
export function pageLanguage(lang: unknown, acceptLanguage: unknown): Language {
  if (isLanguage(lang)) return lang;
  if (typeof acceptLanguage !== 'string') return DEFAULT_LANGUAGE;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : DEFAULT_LANGUAGE;
}

/**
 * The language Home is answered in, chosen as the web app chooses its own
 * (web/src/i18n/language-store.ts), so that the page drawn ahead is the one the app then draws:
 * `?lang=` first, else the app's cookie, else its default (not Accept-Language, which it ignores).
 */
export function homeLanguage(lang: unknown, cookieHeader: string | undefined): Language {
  if (isLanguage(lang)) return lang;
  return languageInCookies(cookieHeader) ?? DEFAULT_LANGUAGE;
}
