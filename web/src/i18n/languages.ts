import type { Language } from '@shop/shared';
import type { Dictionary } from './en';

export type Direction = 'ltr' | 'rtl';

interface LanguageInfo {
  /** The language's own name, as the switch shows it. */
  nativeName: string;
  direction: Direction;
  /** The Intl locale for numbers and prices: Saudi conventions in either language. */
  locale: string;
  /**
   * Fetches its texts, with the API's error texts: each language's are a chunk of their own, so
   * that a reader downloads only the language they read (translate.ts keeps them once fetched).
   */
  loadDictionary: () => Promise<LanguageTexts>;
}

export interface LanguageTexts {
  dictionary: Dictionary;
  /** By error code, and the generic ones by `status:<n>`. */
  apiErrors: Readonly<Record<string, string>>;
}

export const LANGUAGES: Record<Language, LanguageInfo> = {
  en: {
    nativeName: 'English',
    direction: 'ltr',
    locale: 'en-SA',
    loadDictionary: () =>
      import('./en').then((texts) => ({ dictionary: texts.en, apiErrors: texts.apiErrorTexts })),
  },
  ar: {
    nativeName: 'العربية',
    direction: 'rtl',
    locale: 'ar-SA',
    loadDictionary: () =>
      import('./ar').then((texts) => ({ dictionary: texts.ar, apiErrors: texts.apiErrorTexts })),
  },
};
