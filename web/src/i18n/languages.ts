import type { Dictionary } from './en';
import { en } from './en';
import { ar } from './ar';

export type Language = 'en' | 'ar';
export type Direction = 'ltr' | 'rtl';

interface LanguageInfo {
  /** The language's own name, as the switch shows it. */
  nativeName: string;
  direction: Direction;
  dictionary: Dictionary;
}

export const LANGUAGES: Record<Language, LanguageInfo> = {
  en: { nativeName: 'English', direction: 'ltr', dictionary: en },
  ar: { nativeName: 'العربية', direction: 'rtl', dictionary: ar },
};

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
