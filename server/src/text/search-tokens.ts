import type { CarDetails } from '@shop/shared';
import { searchWords, withoutArticle } from './normalise';
import { withEnglishCarNames } from './car-names';

/** What of a product its keyword search reads. */
export interface SearchableProduct {
  name?: string;
  nameAr?: string;
  description?: string;
  descriptionAr?: string;
  carDetails?: Partial<Pick<CarDetails, 'agency' | 'model'>>;
}

/**
 * The normalised words of a product's names, descriptions and car (see normalise.ts), each
 * Arabic word also without its article: stored in the indexed `searchTokens`, which keyword
 * searches match by prefix.
 */
export function productSearchTokens(product: SearchableProduct): string[] {
  const texts = [
    product.name,
    product.nameAr,
    product.description,
    product.descriptionAr,
    product.carDetails?.agency,
    product.carDetails?.model,
  ];
  const tokens = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const word of searchWords(text)) {
      tokens.add(word);
      tokens.add(withoutArticle(word));
    }
  }
  return [...tokens];
}

/**
 * The words a keyword search must find, each as the start of one of a product's tokens: Arabic
 * car names put in English, articles dropped. Empty when the keywords hold no word at all.
 */
export function keywordPrefixes(keywords: string): string[] {
  return [...new Set(withEnglishCarNames(searchWords(keywords)).map(withoutArticle))];
}
