import type { Language } from '@shop/shared';
import type { MessageKey } from './en';
import { LANGUAGES } from './languages';
import { TEXT_SECTIONS, type TextSection } from './sections';

/** The texts fetched so far, by language: the dictionary, and the sections added to it. */
const loaded: Partial<Record<Language, Record<string, string>>> = {};
/** The API's error texts fetched with each language's dictionary. */
const apiErrors: Partial<Record<Language, Readonly<Record<string, string>>>> = {};
/** The languages whose dictionary is in. */
const dictionariesIn = new Set<Language>();
/** Which sections each language's texts hold. */
const sectionsIn: Partial<Record<Language, Set<TextSection>>> = {};
/** The sections screens have asked for: a language switched to fetches them too. */
const wantedSections = new Set<TextSection>();

async function loadSection(language: Language, section: TextSection): Promise<void> {
  const texts = await TEXT_SECTIONS[section][language]();
  (sectionsIn[language] ??= new Set()).add(section);
  Object.assign((loaded[language] ??= {}), texts);
}

/**
 * Fetches the texts of `language`, once, with the sections screens have asked for so far; the
 * app shows a language only once they are in.
 */
export async function loadDictionary(language: Language): Promise<void> {
  const [texts] = await Promise.all([
    dictionariesIn.has(language) ? undefined : LANGUAGES[language].loadDictionary(),
    ...[...wantedSections].map((section) => loadTextSection(section, language)),
  ]);
  if (!texts) return;
  loaded[language] = { ...texts.dictionary, ...loaded[language] };
  apiErrors[language] = texts.apiErrors;
  dictionariesIn.add(language);
}

/** The API's text in `language` for an error code, or for `status:<n>`; none before it is in. */
export const apiErrorTemplate = (language: Language, key: string): string | undefined =>
  apiErrors[language]?.[key];

/** Fetches a section's texts in `language` (once), and from now on in every language switched to. */
export async function loadTextSection(section: TextSection, language: Language): Promise<void> {
  wantedSections.add(section);
  if (!sectionsIn[language]?.has(section)) await loadSection(language, section);
}

/** Whether `language`'s dictionary and every section asked for so far are in. */
export const isDictionaryLoaded = (language: Language): boolean =>
  dictionariesIn.has(language) &&
  [...wantedSections].every((section) => sectionsIn[language]?.has(section));

/**
 * The text of `key` in `language`, whose dictionary main.tsx or the language switch fetched, or
 * whose section came with its screen (app/lazy-screen.tsx).
 */
export function translate(language: Language, key: MessageKey): string {
  if (!dictionariesIn.has(language)) {
    throw new Error(`The ${language} texts are used before they are loaded`);
  }
  const text = loaded[language]?.[key];
  if (text === undefined)
    throw new Error(`The ${language} text ${key} is used before it is loaded`);
  return text;
}
