import type { Offer, OfferRequest, OfferType } from '@shop/shared';
import {
  conditionsRequestOf,
  conditionValuesOf,
  given,
  withoutEmpty,
  type ConditionFormValues,
} from './promotion-form-values';

/** The offer form's fields: its own, and the conditions it shares with coupons. */
export interface OfferFormValues extends ConditionFormValues {
  name: string;
  nameAr: string;
  type: OfferType;
  value?: number | null;
  buyQuantity?: number | null;
  freeQuantity?: number | null;
  priority: number;
  combinable?: boolean;
}

/** The fields each type of offer uses beside the conditions: the others are not sent. */
export const OFFER_TYPE_FIELDS = {
  percent: ['value'],
  fixed: ['value'],
  freeDelivery: [],
  buyXGetY: ['buyQuantity', 'freeQuantity'],
} as const satisfies Record<OfferType, readonly ('value' | 'buyQuantity' | 'freeQuantity')[]>;

/** The request the form's values make: empty fields, and those of other types, left out. */
export function offerRequestOf(values: OfferFormValues): OfferRequest {
  const used: readonly string[] = OFFER_TYPE_FIELDS[values.type];
  const ifUsed = (field: 'value' | 'buyQuantity' | 'freeQuantity') =>
    used.includes(field) ? given(values[field]) : undefined;
  return withoutEmpty({
    name: values.name.trim(),
    nameAr: values.nameAr.trim(),
    type: values.type,
    value: ifUsed('value'),
    buyQuantity: ifUsed('buyQuantity'),
    freeQuantity: ifUsed('freeQuantity'),
    priority: values.priority,
    combinable: Boolean(values.combinable),
    ...conditionsRequestOf(values),
  });
}

/**
 * A stored offer as the form edits it: its own fields as they are (the form sends back only those
 * it has), its conditions as ConditionFormValues holds them.
 */
export const offerValuesOf = (offer: Offer): OfferFormValues => ({
  ...offer,
  ...conditionValuesOf(offer),
});
