import type { Language } from '@shop/shared';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from './languages';
import { isDictionaryLoaded, loadDictionary } from './translate';

/** localStorage key that remembers the visitor's language between visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

function readStoredLanguage(): Language {
  // A link may name the language (`?lang=ar`): it wins, and is remembered like a choice.
  const linked = new URLSearchParams(window.location.search).get(LANGUAGE_STORAGE_KEY);
  try {
    if (isLanguage(linked)) localStorage.setItem(LANGUAGE_STORAGE_KEY, linked);
  } catch {
    // Not remembered, but the page still opens in that language.
  }
  if (isLanguage(linked)) return linked;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (privacy modes); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

/** The whole page follows the language: screen readers, fonts and the reading direction. */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGES[language].direction;
}

const initialLanguage = readStoredLanguage();
applyToDocument(initialLanguage);

export const useLanguageStore = create<LanguageState>()((set) => {
  const apply = (language: Language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered across visits, but the switch still applies now.
    }
    applyToDocument(language);
    set({ language });
  };
  return {
    language: initialLanguage,
    // A language whose texts are not here yet switches once they are; if they cannot be fetched
    // (the connection dropped), the page stays readable in the language it shows.
    setLanguage: (language) => {
      if (isDictionaryLoaded(language)) apply(language);
      else
        loadDictionary(language).then(
          () => apply(language),
          () => undefined,
        );
    },
  };
});
