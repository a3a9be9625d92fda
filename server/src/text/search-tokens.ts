import type { CarDetails } from '@shop/shared';
import type { CarNameSpellings } from './car-names';
import { partKey, searchWords, withoutArticle } from './normalise';

/** What of a product its keyword search reads. */
export interface SearchableProduct {
  name?: string;
  nameAr?: string;
  description?: string;
  descriptionAr?: string;
  carDetails?: Partial<Pick<CarDetails, 'agency' | 'model'>>;
  manufacturer?: string;
  partNumber?: string;
  oemNumbers?: string[];
  fitments?: { make?: string; model?: string }[];
}

/**
 * The normalised words of a product's names, descriptions, maker, cars and part numbers (see
 * normalise.ts), each Arabic word also without its article, and each part number also as one
 * word ("04465-33471" gives "04465", "33471" and "0446533471"): stored in the indexed
 * `searchTokens`, which keyword searches match by prefix.
 */
export function productSearchTokens(product: SearchableProduct): string[] {
  const partNumbers = [product.partNumber, ...(product.oemNumbers ?? [])];
  const texts = [
    product.name,
    product.nameAr,
    product.description,
    product.descriptionAr,
    product.manufacturer,
    product.carDetails?.agency,
    product.carDetails?.model,
    ...(product.fitments ?? []).flatMap((fitment) => [fitment.make, fitment.model]),
    ...partNumbers,
  ];
  const tokens = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const word of searchWords(text)) {
      tokens.add(word);
      tokens.add(withoutArticle(word));
    }
  }
  for (const number of partNumbers) {
    if (typeof number === 'string' && number) tokens.add(partKey(number).toLowerCase());
  }
  tokens.delete('');
  return [...tokens];
}

/**
 * The words a keyword search must find, each as the start of one of a product's tokens: car
 * names put in English, articles dropped. Empty when the keywords hold no word at all.
 */
export function keywordPrefixes(keywords: string, carNames: CarNameSpellings): string[] {
  return [...new Set(carNames.inEnglish(searchWords(keywords)).map(withoutArticle))];
}
