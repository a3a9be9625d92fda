import { ERRORS, ERROR_CODES, englishTemplate, statusErrorCode, type Language } from '@shop/shared';
import { formatNumber } from './format';

/**
 * The API's error codes in the reader's language, from their one declaration (@shop/shared
 * errors.ts): English as the server words it, Arabic as the table translates it. `{count}` and
 * `{max}` are the error's params, written in the language's digits.
 */
export const ERROR_TEXTS: Record<Language, Record<string, string>> = {
  en: Object.fromEntries(ERROR_CODES.map((code) => [code, englishTemplate(code)])),
  ar: Object.fromEntries(ERROR_CODES.map((code) => [code, ERRORS[code].ar])),
};

/** An error answer of the API, or what a client knows of one. */
export interface ErrorDescription {
  code?: string;
  message?: string;
  params?: Record<string, string>;
  statusCode?: number;
}

/**
 * An API error in the reader's language. English shows the server's own message, word for word;
 * other languages translate its code, else its status's generic code, else show the message.
 */
export function errorText(language: Language, error: ErrorDescription): string | undefined {
  if (language === 'en' && error.message) return error.message;
  const texts = ERROR_TEXTS[language];
  const template =
    (error.code && texts[error.code]) ||
    (error.statusCode ? texts[statusErrorCode(error.statusCode)] : undefined);
  if (!template) return error.message;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = error.params?.[name];
    if (value === undefined) return whole;
    return /^\d+$/.test(value) ? formatNumber(Number(value), language) : value;
  });
}
