import type { Language } from '@shop/shared';
import type { AdminDictionary } from './admin-en';
import type { Dictionary, MessageKey } from './en';
import { LANGUAGES } from './languages';

/** The storefront's texts fetched so far, by language. */
const loaded: Partial<Record<Language, Dictionary>> = {};
/** The back office's texts fetched so far, by language. */
const loadedAdmin: Partial<Record<Language, AdminDictionary>> = {};
/** Once the back office is open, a language switch fetches its texts too. */
let backOfficeOpen = false;

/** Fetches the texts of `language`, once; the app shows a language only once they are in. */
export async function loadDictionary(language: Language): Promise<void> {
  await Promise.all([
    (async () => {
      loaded[language] ??= await LANGUAGES[language].loadDictionary();
    })(),
    backOfficeOpen && loadBackOfficeTexts(language),
  ]);
}

/** Fetches the back office's texts of `language`, once: its screens wait for them. */
export async function loadBackOfficeTexts(language: Language): Promise<void> {
  backOfficeOpen = true;
  loadedAdmin[language] ??= await LANGUAGES[language].loadAdminDictionary();
}

export const isDictionaryLoaded = (language: Language): boolean =>
  loaded[language] !== undefined && (!backOfficeOpen || loadedAdmin[language] !== undefined);

/** The text of `key` in `language`, whose texts main.tsx, the back office or the switch fetched. */
export function translate(language: Language, key: MessageKey): string {
  const text =
    (loaded[language] as Partial<Record<MessageKey, string>> | undefined)?.[key] ??
    (loadedAdmin[language] as Partial<Record<MessageKey, string>> | undefined)?.[key];
  if (text === undefined)
    throw new Error(`The ${language} text ${key} is used before it is loaded`);
  return text;
}
