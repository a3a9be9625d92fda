import { useCallback } from 'react';
import type { MessageKey } from './en';
import { useLanguageStore } from './language-store';
import { LANGUAGES } from './languages';
import { translate } from './translate';

/** The current language, its direction, a translator bound to it, and the switch. */
export function useI18n() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const t = useCallback((key: MessageKey) => translate(language, key), [language]);
  return { language, direction: LANGUAGES[language].direction, t, setLanguage };
}
