import type { Language } from '@shop/shared';
import type { Dictionary, MessageKey } from './en';
import { LANGUAGES } from './languages';

/** The dictionaries fetched so far, by language. */
const loaded: Partial<Record<Language, Dictionary>> = {};

/** Fetches the texts of `language`, once; the app shows a language only once they are in. */
export async function loadDictionary(language: Language): Promise<void> {
  loaded[language] ??= await LANGUAGES[language].loadDictionary();
}

export const isDictionaryLoaded = (language: Language): boolean => loaded[language] !== undefined;

/** The text of `key` in `language`, whose dictionary main.tsx or the language switch fetched. */
export function translate(language: Language, key: MessageKey): string {
  const dictionary = loaded[language];
  if (!dictionary) throw new Error(`The ${language} texts are used before they are loaded`);
  return dictionary[key];
}
