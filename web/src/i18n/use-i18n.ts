import { useCallback, useMemo } from 'react';
import type { MessageKey } from './en';
import { formatNumber, formatPrice, formatYear } from './format';
import { useLanguageStore } from './language-store';
import { LANGUAGES } from './languages';
import { localizedDescription, localizedName, type Bilingual } from './localized';
import { translate } from './translate';
import { translateCount, type PluralKey } from './plurals';

/** The current language, its direction, a translator and number formats bound to it, the switch. */
export function useI18n() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const t = useCallback((key: MessageKey) => translate(language, key), [language]);
  const formats = useMemo(
    () => ({
      /** An amount in SAR. */
      formatPrice: (amount: number) => formatPrice(amount, language),
      formatNumber: (value: number) => formatNumber(value, language),
      formatYear: (year: number) => formatYear(year, language),
      /** A text with a count, in the plural form the language gives that count. */
      tCount: (key: PluralKey, count: number) => translateCount(language, key, count),
      /** A catalog record's name in the shopper's language (the other one when missing). */
      nameOf: (item: Pick<Bilingual, 'name' | 'nameAr'>) => localizedName(item, language),
      descriptionOf: (item: Pick<Bilingual, 'description' | 'descriptionAr'>) =>
        localizedDescription(item, language),
    }),
    [language],
  );
  return { language, direction: LANGUAGES[language].direction, t, ...formats, setLanguage };
}
