import type { Language } from '@shop/shared';
import { formatNumber } from './format';
import { LANGUAGES } from './languages';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Texts with a count, in each language's plural forms (Intl.PluralRules: English has two,
 * Arabic six). `{count}` is the count in the language's digits.
 */
const PLURALS = {
  'nav.cartCount': {
    // The documented wording, '(N items)', stays for every count but one.
    en: { one: '({count} item)', other: '({count} items)' },
    ar: {
      zero: '(لا عناصر)',
      one: '(عنصر واحد)',
      two: '(عنصران)',
      few: '({count} عناصر)',
      many: '({count} عنصرًا)',
      other: '({count} عنصر)',
    },
  },
  'cart.heading': {
    en: { one: 'Your Cart ({count} item)', other: 'Your Cart ({count} items)' },
    ar: {
      zero: 'سلتك (لا عناصر)',
      one: 'سلتك (عنصر واحد)',
      two: 'سلتك (عنصران)',
      few: 'سلتك ({count} عناصر)',
      many: 'سلتك ({count} عنصرًا)',
      other: 'سلتك ({count} عنصر)',
    },
  },
  // The parts of other cars a search for the chosen car missed (none is told in words of its own).
  'products.forOtherCars': {
    en: {
      one: '{count} part for other cars matches.',
      other: '{count} parts for other cars match.',
    },
    ar: {
      one: 'توجد قطعة واحدة مطابقة لسيارات أخرى.',
      two: 'توجد قطعتان مطابقتان لسيارات أخرى.',
      few: 'توجد {count} قطع مطابقة لسيارات أخرى.',
      many: 'توجد {count} قطعة مطابقة لسيارات أخرى.',
      other: 'توجد {count} قطعة مطابقة لسيارات أخرى.',
    },
  },
  // What a category's delete takes with it (issue 29); none is told in words of its own.
  'admin.categories.deletesProducts': {
    en: {
      one: 'Its {count} product is deleted with it.',
      other: 'Its {count} products are deleted with it.',
    },
    ar: {
      zero: 'لا منتجات فيها.',
      one: 'سيُحذف معها منتج واحد.',
      two: 'سيُحذف معها منتجان.',
      few: 'ستُحذف معها {count} منتجات.',
      many: 'سيُحذف معها {count} منتجًا.',
      other: 'سيُحذف معها {count} منتج.',
    },
  },
} satisfies Record<string, Record<Language, PluralForms>>;

export type PluralKey = keyof typeof PLURALS;

const rules = new Map<Language, Intl.PluralRules>();

/** Which of `language`'s plural forms goes with `count` (Arabic: zero, one, two, few, many, other). */
export function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(LANGUAGES[language].locale);
    rules.set(language, rule);
  }
  return rule.select(count);
}

/** The text of `key` for `count` things in `language`. */
export function translateCount(language: Language, key: PluralKey, count: number): string {
  const forms: PluralForms = PLURALS[key][language];
  const text = forms[pluralForm(language, count)] ?? forms.other;
  return text.replace('{count}', formatNumber(count, language));
}
