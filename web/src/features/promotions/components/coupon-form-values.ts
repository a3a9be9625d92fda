import type { Coupon, CouponRequest, CouponType } from '@shop/shared';

/** The coupon form's fields: dates as the date inputs hold them (YYYY-MM-DD, Saudi days). */
export interface CouponFormValues {
  code: string;
  type: CouponType;
  value: number;
  minSubtotal?: number | null;
  maxDiscount?: number | null;
  startsAt?: string;
  endsAt?: string;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
  firstOrderOnly?: boolean;
  categoryIds?: string[];
  active: boolean;
}

/** The Saudi day (UTC+3) of an instant, as a date input shows it. */
export const saudiDay = (iso: string): string =>
  new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

const given = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/** The request the form's values make: empty fields are left out (a replacement drops them). */
export function couponRequestOf(values: CouponFormValues): CouponRequest {
  const categoryIds = values.categoryIds ?? [];
  const request: CouponRequest = {
    code: values.code.trim(),
    type: values.type,
    value: values.value,
    minSubtotal: given(values.minSubtotal),
    maxDiscount: given(values.maxDiscount),
    startsAt: given(values.startsAt),
    endsAt: given(values.endsAt),
    maxUses: given(values.maxUses),
    maxUsesPerCustomer: given(values.maxUsesPerCustomer),
    firstOrderOnly: values.firstOrderOnly || undefined,
    scope: categoryIds.length ? { categoryIds } : undefined,
    active: values.active,
  };
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as CouponRequest;
}

/** A stored coupon as the form edits it. */
export function formValuesOf(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    minSubtotal: coupon.minSubtotal,
    maxDiscount: coupon.maxDiscount,
    startsAt: coupon.startsAt && saudiDay(coupon.startsAt),
    endsAt: coupon.endsAt && saudiDay(coupon.endsAt),
    maxUses: coupon.maxUses,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    firstOrderOnly: coupon.firstOrderOnly,
    categoryIds: coupon.scope?.categoryIds,
    active: coupon.active,
  };
}

/** A coupon made from the form again, paused or resumed: every other field kept. */
export const withActive = (coupon: Coupon, active: boolean): CouponRequest =>
  couponRequestOf({ ...formValuesOf(coupon), active, categoryIds: coupon.scope?.categoryIds });
