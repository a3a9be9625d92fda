/**
 * Where Arabic (and English) text is normalised: the one spelling per word that the shop's
 * searches compare, so that a shopper's way of writing a word finds the catalog's.
 *
 * - Latin letters lower-cased, accents dropped; Arabic-Indic digits read as 0-9.
 * - Arabic: diacritics (tashkeel), the dagger alef and tatweel removed; alef forms أ إ آ ٱ → ا,
 *   ة → ه, ى → ي, ؤ → و, ئ → ي, and a lone hamza ء dropped.
 * - Words are runs of letters and digits; everything else separates them.
 */

import { westernDigits } from '@shop/shared';

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const LETTER_MAP: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ء: '',
};
const ARABIC_LETTERS = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'g');
const WORD = /[\p{L}\p{N}]+/gu;

/** The definite article and the one-letter words written onto it (و ب ف ك ل + ال). */
const ARTICLE = /^(?:[وبفك]?ال|لل)(?=.{2,})/;

/** `text` in the one spelling searches compare. */
function normalizeText(text: string): string {
  return westernDigits(text)
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .replace(DIACRITICS, '')
    .replace(ARABIC_LETTERS, (letter) => LETTER_MAP[letter] ?? letter)
    .toLowerCase();
}

/** The words of `text`, normalised, in order (repeats kept). */
export function searchWords(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/** An Arabic word without its definite article: "الفرامل" → "فرامل". Others as they are. */
export const withoutArticle = (word: string): string => word.replace(ARTICLE, '');

/**
 * A car's make, model or engine name as lookups compare it: its words normalised, Arabic articles
 * dropped, one space between ("Mercedes-Benz" → "mercedes benz", "النترا" → "نترا").
 */
export const nameKey = (text: string): string => searchWords(text).map(withoutArticle).join(' ');

/** nameKey of each name given, once, none empty: what a record's names claim (its nameKeys). */
export const nameKeysOf = (names: (string | null | undefined)[]): string[] =>
  [...new Set(names.map((name) => (name ? nameKey(name) : '')))].filter(Boolean);

/**
 * A part number as lookups compare it: its letters and digits only, upper-cased, Arabic-Indic
 * digits read as 0-9 ("04465-33471", "0446533471" and "٠٤٤٦٥ ٣٣٤٧١" all give "0446533471").
 */
export const partKey = (text: string): string => searchWords(text).join('').toUpperCase();
