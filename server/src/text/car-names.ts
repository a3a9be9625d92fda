import { nameKey, searchWords, withoutArticle } from './normalise';

/** A car name and the spellings shoppers type for it (its Arabic names among them). */
export interface SpelledName {
  name: string;
  spellings: readonly string[];
}

/**
 * The car names a keyword search reads in English, so that "فلتر زيت تويوتا كامري" finds what
 * "oil filter Toyota Camry" finds: every spelling (as nameKey writes it) of the vehicle
 * catalog's makes and models, and the English name it stands for. Built by the vehicles module
 * from its catalog (server/src/vehicles/vehicle-names.ts).
 */
export class CarNameSpellings {
  private readonly english = new Map<string, string>();
  private readonly longest: number;

  /** Later entries win a spelling that several share: callers give models first, then makes. */
  constructor(entries: Iterable<SpelledName>) {
    for (const { name, spellings } of entries) {
      for (const spelling of [name, ...spellings]) {
        const key = nameKey(spelling);
        if (key) this.english.set(key, name.toLowerCase());
      }
    }
    this.longest = Math.max(1, ...[...this.english.keys()].map((key) => key.split(' ').length));
  }

  /**
   * The words of a keyword search with car names put in English ("فلتر", "زيت", "تويوتا",
   * "كامري" → "فلتر", "زيت", "toyota", "camry"): a name may take several words, the longest is
   * taken.
   */
  inEnglish(words: string[]): string[] {
    const result: string[] = [];
    for (let start = 0; start < words.length;) {
      let taken = 0;
      for (let length = Math.min(this.longest, words.length - start); length > 0; length -= 1) {
        const english = this.english.get(
          words
            .slice(start, start + length)
            .map(withoutArticle)
            .join(' '),
        );
        if (english) {
          result.push(...searchWords(english));
          taken = length;
          break;
        }
      }
      if (taken === 0) result.push(words[start]);
      start += taken || 1;
    }
    return result;
  }
}
