import { CURRENCY, type Language } from '@shop/shared';
import { LANGUAGES } from './languages';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGES[language].locale, options);
    cache.set(key, format);
  }
  return format;
}

/** An amount in SAR as the language writes it: 'SAR 1,250.00' or '١٬٢٥٠٫٠٠ ر.س.'. */
export const formatPrice = (amount: number, language: Language): string =>
  numberFormat(language, { style: 'currency', currency: CURRENCY }).format(amount);

/** A count such as a mileage: '10,000' or '١٠٬٠٠٠'. */
export const formatNumber = (value: number, language: Language): string =>
  numberFormat(language, {}).format(value);

/** A year, without grouping: '2026' or '٢٠٢٦'. */
export const formatYear = (year: number, language: Language): string =>
  numberFormat(language, { useGrouping: false }).format(year);

/** A rate as a percentage, to two decimals at most: 0.15 → '15%' or '١٥٪', 0.125 → '12.5%'. */
export const formatPercent = (rate: number, language: Language): string =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
