import type { Language } from '@shop/shared';
import { formatNumber } from './format';
import { apiErrorTemplate } from './translate';

/** An error answer of the API, or what a client knows of one. */
export interface ErrorDescription {
  code?: string;
  message?: string;
  params?: Record<string, string>;
  statusCode?: number;
}

/**
 * An API error in the reader's language, from the texts of its code (@shop/shared errors.ts,
 * which come with the language's dictionary: see vite.config.ts). English shows the server's own
 * message, word for word; other languages translate its code, else its status's generic code, else
 * show the message. `{count}` and `{max}` are the error's params, in the language's digits.
 */
export function errorText(language: Language, error: ErrorDescription): string | undefined {
  if (language === 'en' && error.message) return error.message;
  const template =
    (error.code && apiErrorTemplate(language, error.code)) ||
    (error.statusCode ? apiErrorTemplate(language, `status:${error.statusCode}`) : undefined);
  if (!template) return error.message;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = error.params?.[name];
    if (value === undefined) return whole;
    return /^\d+$/.test(value) ? formatNumber(Number(value), language) : value;
  });
}
