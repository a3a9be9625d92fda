import type { Language } from '@shop/shared';
import type { Dictionary } from './en';
import { en } from './en';
import { ar } from './ar';

export type Direction = 'ltr' | 'rtl';

interface LanguageInfo {
  /** The language's own name, as the switch shows it. */
  nativeName: string;
  direction: Direction;
  /** The Intl locale for numbers and prices: Saudi conventions in either language. */
  locale: string;
  dictionary: Dictionary;
}

export const LANGUAGES: Record<Language, LanguageInfo> = {
  en: { nativeName: 'English', direction: 'ltr', locale: 'en-SA', dictionary: en },
  ar: { nativeName: 'العربية', direction: 'rtl', locale: 'ar-SA', dictionary: ar },
};

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
