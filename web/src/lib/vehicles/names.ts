/**
 * Names of makes and models as the shopper types them, compared the way the server compares them
 * (server/src/text/normalise.ts, the letters that matter for names): case, accents, Arabic
 * diacritics and the forms of alef, ta marbuta and alef maqsura do not count, nor do the marks
 * between words ("Land-Cruiser", "land cruiser").
 */

const MARKS = /[\u0300-\u036f\u0610-\u061A\u064B-\u065F\u0670\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
const ARABIC_LETTER = /[أإآٱةى]/g;
const BETWEEN_WORDS = /[^\p{L}\p{N}]+/gu;

/** `name` in the one spelling names are compared in. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .toLowerCase()
    .replace(BETWEEN_WORDS, ' ')
    .trim();
}

/** Whether two names are the same name, however each was written. */
export const sameName = (one: string | undefined, other: string | undefined): boolean =>
  one !== undefined && other !== undefined && foldName(one) === foldName(other);

/** A catalog record named in English and perhaps in Arabic. */
export interface NamedRecord {
  name: string;
  nameAr?: string;
}

/** Whether either of the record's names is `typed`. */
export const isNamed = (record: NamedRecord, typed: string): boolean =>
  sameName(record.name, typed) || sameName(record.nameAr, typed);

/** Whether either of the record's names has a word starting as `typed` does. */
export function startsAsTyped(record: NamedRecord, typed: string): boolean {
  const wanted = foldName(typed);
  if (!wanted) return true;
  return [record.name, record.nameAr].some((name) => {
    const folded = name === undefined ? '' : foldName(name);
    return folded.startsWith(wanted) || folded.includes(` ${wanted}`);
  });
}
