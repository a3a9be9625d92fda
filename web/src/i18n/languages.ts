import type { Language } from '@shop/shared';
import type { AdminDictionary } from './admin-en';
import type { Dictionary } from './en';

export type Direction = 'ltr' | 'rtl';

interface LanguageInfo {
  /** The language's own name, as the switch shows it. */
  nativeName: string;
  direction: Direction;
  /** The Intl locale for numbers and prices: Saudi conventions in either language. */
  locale: string;
  /**
   * Fetches its texts: each language's are a chunk of their own, so that a reader downloads only
   * the language they read (translate.ts keeps them once fetched).
   */
  loadDictionary: () => Promise<Dictionary>;
  /** Fetches the back office's texts, a chunk of their own too (only admins download them). */
  loadAdminDictionary: () => Promise<AdminDictionary>;
}

export const LANGUAGES: Record<Language, LanguageInfo> = {
  en: {
    nativeName: 'English',
    direction: 'ltr',
    locale: 'en-SA',
    loadDictionary: () => import('./en').then((texts) => texts.en),
    loadAdminDictionary: () => import('./admin-en').then((texts) => texts.adminEn),
  },
  ar: {
    nativeName: 'العربية',
    direction: 'rtl',
    locale: 'ar-SA',
    loadDictionary: () => import('./ar').then((texts) => texts.ar),
    loadAdminDictionary: () => import('./admin-ar').then((texts) => texts.adminAr),
  },
};

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
