import { useCallback, useMemo } from 'react';
import type { MessageKey } from './en';
import { formatNumber, formatPrice } from './format';
import { useLanguageStore } from './language-store';
import { LANGUAGES } from './languages';
import { translate } from './translate';

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
    }),
    [language],
  );
  return { language, direction: LANGUAGES[language].direction, t, ...formats, setLanguage };
}
