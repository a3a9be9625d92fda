import type { Coupon, CouponRequest, CouponType } from '@shop/shared';
import {
  conditionsRequestOf,
  conditionValuesOf,
  given,
  withoutEmpty,
  type ConditionFormValues,
} from './promotion-form-values';

/** The coupon form's fields: its own, and the conditions it shares with offers. */
export interface CouponFormValues extends ConditionFormValues {
  code: string;
  type: CouponType;
  value: number;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
}

/** The request the form's values make: empty fields are left out (a replacement drops them). */
export function couponRequestOf(values: CouponFormValues): CouponRequest {
  return withoutEmpty({
    code: values.code.trim(),
    type: values.type,
    value: values.value,
    maxUses: given(values.maxUses),
    maxUsesPerCustomer: given(values.maxUsesPerCustomer),
    ...conditionsRequestOf(values),
  });
}

/**
 * A stored coupon as the form edits it: its own fields as they are (the form sends back only those
 * it has), its conditions as ConditionFormValues holds them.
 */
export const formValuesOf = (coupon: Coupon): CouponFormValues => ({
  ...coupon,
  ...conditionValuesOf(coupon),
});
