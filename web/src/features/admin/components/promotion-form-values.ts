import { shopDayOf, type PromotionScope } from '@shop/shared';

/**
 * The fields coupons and offers share (PromotionConditionFields): dates as the date inputs hold
 * them (YYYY-MM-DD, days in the shop's time zone), the scope as its pickers hold it.
 */
export interface ConditionFormValues {
  minSubtotal?: number | null;
  maxDiscount?: number | null;
  startsAt?: string;
  endsAt?: string;
  firstOrderOnly?: boolean;
  /** The scope's lists, each as the API names it; all empty: the whole cart. */
  categoryIds?: string[];
  productIds?: string[];
  packageIds?: string[];
  manufacturers?: string[];
  active: boolean;
}

const SCOPE_LISTS = ['categoryIds', 'productIds', 'packageIds', 'manufacturers'] as const;

/** The scope the form's lists make: the lists given; none, the whole cart (undefined). */
function scopeOf(values: ConditionFormValues): PromotionScope | undefined {
  const lists = SCOPE_LISTS.flatMap((list) => {
    const entries = (values[list] ?? []).map((entry) => entry.trim()).filter(Boolean);
    return entries.length ? [[list, [...new Set(entries)]]] : [];
  });
  return lists.length ? Object.fromEntries(lists) : undefined;
}

/** The conditions as the API takes and answers them (CouponRequest's and OfferRequest's). */
export interface PromotionConditions {
  minSubtotal?: number;
  maxDiscount?: number;
  startsAt?: string;
  endsAt?: string;
  firstOrderOnly?: boolean;
  scope?: PromotionScope;
  active: boolean;
}

/** The day, in the shop's time zone, of an instant, as a date input shows it (YYYY-MM-DD). */
export const shopDay = (iso: string): string => shopDayOf(new Date(iso));

/** A field's value, or undefined when it was left empty. */
export const given = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/** An object without its undefined fields: a replacement (PUT) drops what is left out. */
export const withoutEmpty = <T extends object>(request: T): T =>
  Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as T;

/** The conditions the form's values make: empty fields are left out. */
export function conditionsRequestOf(values: ConditionFormValues): PromotionConditions {
  return withoutEmpty({
    minSubtotal: given(values.minSubtotal),
    maxDiscount: given(values.maxDiscount),
    startsAt: given(values.startsAt),
    endsAt: given(values.endsAt),
    firstOrderOnly: values.firstOrderOnly || undefined,
    scope: scopeOf(values),
    active: values.active,
  });
}

/** Stored conditions as the form edits them. */
export function conditionValuesOf(stored: PromotionConditions): ConditionFormValues {
  return {
    minSubtotal: stored.minSubtotal,
    maxDiscount: stored.maxDiscount,
    startsAt: stored.startsAt && shopDay(stored.startsAt),
    endsAt: stored.endsAt && shopDay(stored.endsAt),
    firstOrderOnly: stored.firstOrderOnly,
    ...stored.scope,
    active: stored.active,
  };
}
