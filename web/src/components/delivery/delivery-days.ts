import type { Language, ShippingQuote } from '@shop/shared';
import { formatNumber, pluralForm, type PluralForms } from '@/i18n';

/**
 * "Delivery in 1–2 days" in each language, the noun agreeing with its number as the language's
 * grammar wants: Arabic says يوم واحد and يومين in words, ٣–١٠ أيام, ١١–٩٩ يومًا, ١٠٠ يوم; a
 * range's noun agrees with its last number. `days` says one number of days (`{count}`), `range`
 * from `{min}` to `{max}`, chosen by the form of `{max}`.
 */
const TEXTS: Record<Language, { days: PluralForms; range: PluralForms }> = {
  en: {
    days: {
      zero: 'Delivery the same day',
      one: 'Delivery in {count} day',
      other: 'Delivery in {count} days',
    },
    range: { other: 'Delivery in {min}–{max} days' },
  },
  ar: {
    days: {
      zero: 'التوصيل في اليوم نفسه',
      one: 'التوصيل خلال يوم واحد',
      two: 'التوصيل خلال يومين',
      few: 'التوصيل خلال {count} أيام',
      many: 'التوصيل خلال {count} يومًا',
      other: 'التوصيل خلال {count} يوم',
    },
    range: {
      // From one day: a range to two days is two words.
      two: 'التوصيل خلال يوم إلى يومين',
      few: 'التوصيل خلال {min}–{max} أيام',
      many: 'التوصيل خلال {min}–{max} يومًا',
      other: 'التوصيل خلال {min}–{max} يوم',
    },
  },
};

/**
 * The delivery days a zone quotes, or an order was quoted, in `language`: one number when the
 * range is one day wide, else the range. Arabic's خلال is "within": a range from 0 days is said as
 * its last number ("التوصيل خلال يومين"), as a range from one to two is in words.
 */
export function deliveryDaysText(
  language: Language,
  { minDays, maxDays }: Pick<ShippingQuote, 'minDays' | 'maxDays'>,
): string {
  const { days, range } = TEXTS[language];
  const formOf = (count: number) => (count === 0 ? 'zero' : pluralForm(language, count));
  if (minDays === maxDays || (language === 'ar' && minDays === 0)) {
    return (days[formOf(maxDays)] ?? days.other).replace(
      '{count}',
      formatNumber(maxDays, language),
    );
  }
  return (range[formOf(maxDays)] ?? range.other)
    .replace('{min}', formatNumber(minDays, language))
    .replace('{max}', formatNumber(maxDays, language));
}
