import type { Language } from '@shop/shared';
import type { MessageKey } from './en';
import { LANGUAGES } from './languages';

/** The text of `key` in `language`. */
export function translate(language: Language, key: MessageKey): string {
  return LANGUAGES[language].dictionary[key];
}
