import type { Language } from '@shop/shared';

/** A record with a name (and maybe a description) in English, and perhaps in Arabic. */
export interface Bilingual {
  name: string;
  nameAr?: string;
  description?: string;
  descriptionAr?: string;
}

/** The name in `language`, falling back to the other language's when it is missing. */
export function localizedName(item: Pick<Bilingual, 'name' | 'nameAr'>, language: Language) {
  const arabic = item.nameAr?.trim();
  if (language === 'ar') return arabic || item.name;
  return item.name || arabic || '';
}

/** The description in `language`, falling back to the other language's. */
export function localizedDescription(
  item: Pick<Bilingual, 'description' | 'descriptionAr'>,
  language: Language,
) {
  const arabic = item.descriptionAr?.trim();
  if (language === 'ar') return arabic || item.description || '';
  return item.description || arabic || '';
}
