export type { MessageKey } from './en';
export { LANGUAGES, type Direction } from './languages';
export { LANGUAGE_STORAGE_KEY, useLanguageStore } from './language-store';
export { formatNumber, formatPrice, formatYear } from './format';
export { isDictionaryLoaded, loadBackOfficeTexts, loadDictionary, translate } from './translate';
export { useI18n } from './use-i18n';
export { ERROR_TEXTS, errorText, type ErrorDescription } from './error-texts';
export { localizedDescription, localizedName, type Bilingual } from './localized';
export { translateCount, type PluralKey } from './plurals';
