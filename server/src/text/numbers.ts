import type { Language } from '@shop/shared';

/**
 * Numbers and dates as the shop's mails (and the invoice PDF's page footers) write them: the
 * Gregorian calendar, and each language's own digits — Arabic-Indic in Arabic ("١٤٠٫٠٠ ر.س",
 * "١٥٪"), as the web app writes them (web/src/i18n/languages.ts) and the payment page does
 * (payment/sandbox/three-d-secure-page.ts).
 */
export const MAIL_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory' };

/** A whole number or a reading (kilometres, quantities), grouped: "40,000" / "٤٠٬٠٠٠". */
export const formatNumber = (language: Language, value: number): string =>
  new Intl.NumberFormat(MAIL_LOCALES[language]).format(value);

/** An amount in riyals, two decimals, ungrouped as before: "SAR 140.00" / "١٤٠٫٠٠ ر.س". */
export function formatSar(language: Language, amount: number): string {
  const digits = new Intl.NumberFormat(MAIL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
  return language === 'ar' ? `${digits} ر.س` : `SAR ${digits}`;
}

/** A rate as a percentage: "15%" / "١٥٪". */
export const formatPercent = (language: Language, rate: number): string =>
  new Intl.NumberFormat(MAIL_LOCALES[language], { style: 'percent' }).format(rate);

/** A year, never grouped: "2020" / "٢٠٢٠". */
export const formatYear = (language: Language, year: number): string =>
  new Intl.NumberFormat(MAIL_LOCALES[language], { useGrouping: false }).format(year);
