import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  languageInCookies,
  type Language,
} from '@shop/shared';
import { create } from 'zustand';
import { LANGUAGES } from './languages';
import { isDictionaryLoaded, loadDictionary } from './translate';

/** localStorage key that remembers the visitor's language between visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** A year: the cookie lasts as long as a choice is worth keeping. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Remembers the language for the next visit: in localStorage for the app, and in a cookie for
 * the server, which answers Home already drawn in it (server/src/static-files.ts).
 */
function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but the language still applies now.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function readStoredLanguage(): Language {
  // A link may name the language (`?lang=ar`): it wins, and is remembered like a choice.
  const linked = new URLSearchParams(window.location.search).get(LANGUAGE_STORAGE_KEY);
  let chosen: string | null | undefined = linked;
  try {
    chosen = isLanguage(linked) ? linked : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); the cookie, else the default, still works.
  }
  // Storage cleared or refused while the cookie stayed: the app draws Home as the server did.
  if (!isLanguage(chosen)) chosen = languageInCookies(document.cookie);
  if (!isLanguage(chosen)) return DEFAULT_LANGUAGE;
  // Also writes the cookie of a reader who chose before the server read it.
  remember(chosen);
  return chosen;
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
    remember(language);
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
