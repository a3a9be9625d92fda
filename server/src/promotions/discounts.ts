/**
 * Which discounts a cart gets, worked out from the coupon and the offers as stored: pure
 * functions, the same for the cart's answer and for the order placed from it. Amounts are
 * halalas; every rounding is shared/src/promotions.ts's.
 */
import {
  declaredError,
  freeUnitsHalalas,
  fromHalalas,
  percentOfHalalas,
  toHalalas,
  type DeclaredError,
  type ItemKind,
} from '@shop/shared';
import type { Types } from 'mongoose';
import type {
  Coupon,
  Offer,
  PromotionConditions,
  PromotionScope,
} from './schemas/promotion.schema';

/** A line of the cart as promotions read it: what it is, where it belongs, and its price. */
export interface DiscountLine {
  kind: ItemKind;
  itemId: string;
  categoryId?: string;
  manufacturer?: string;
  unitHalalas: number;
  quantity: number;
}

/** The cart and its shopper, as the conditions read them. */
export interface DiscountContext {
  lines: DiscountLine[];
  subtotalHalalas: number;
  now: Date;
  /** The shopper has no order paid, refunded or awaiting payment (see OrderHistory). */
  firstOrder: boolean;
  /** The order's delivery fee without its cash-on-delivery part; unknown in the cart. */
  deliveryFeeHalalas?: number;
  /** The coupon's uses so far, in all and by this shopper (see PromotionsService.usesCounted). */
  couponUses: number;
  customerUses: number;
}

/** A discount the cart gets: the coupon's (with its code) or an offer's. */
export interface Discount {
  code?: string;
  label: string;
  labelAr: string;
  halalas: number;
}

export interface Discounts {
  discounts: Discount[];
  /** The coupon applied, with its discount. */
  coupon?: { coupon: StoredCoupon; halalas: number };
  /** Why the coupon gives nothing. */
  couponRefusal?: DeclaredError;
  /** An offer that makes the delivery free applies. */
  freeDelivery?: { label: string; labelAr: string };
}

export type StoredCoupon = Coupon & { _id: Types.ObjectId };
export type StoredOffer = Offer & { _id: Types.ObjectId };

const listed = (ids: unknown[] | undefined, id: string | undefined) =>
  id !== undefined && (ids ?? []).some((listedId) => String(listedId) === id);

/** Whether a line is in the scope: any list naming it; no list at all, every line. */
export function inScope(scope: PromotionScope | undefined, line: DiscountLine): boolean {
  const lists = [scope?.categoryIds, scope?.productIds, scope?.packageIds, scope?.manufacturers];
  if (lists.every((list) => !list?.length)) return true;
  const maker = line.manufacturer?.trim().toLowerCase();
  return (
    listed(scope?.categoryIds, line.categoryId) ||
    (line.kind === 'product' && listed(scope?.productIds, line.itemId)) ||
    (line.kind === 'package' && listed(scope?.packageIds, line.itemId)) ||
    (maker !== undefined &&
      (scope?.manufacturers ?? []).some((name) => name.trim().toLowerCase() === maker))
  );
}

const scopeBase = (lines: DiscountLine[]) =>
  lines.reduce((sum, line) => sum + line.unitHalalas * line.quantity, 0);

/** Why a coupon's or an offer's conditions do not hold for this cart, if they do not. */
function conditionsRefusal(
  rule: PromotionConditions,
  context: DiscountContext,
  inScopeLines: DiscountLine[],
): DeclaredError | undefined {
  if (rule.startsAt && context.now < rule.startsAt) return declaredError('COUPON_NOT_STARTED');
  if (rule.endsAt && context.now > rule.endsAt) return declaredError('COUPON_EXPIRED');
  if (rule.firstOrderOnly && !context.firstOrder) return declaredError('COUPON_FIRST_ORDER_ONLY');
  if (rule.minSubtotal !== undefined && context.subtotalHalalas < toHalalas(rule.minSubtotal)) {
    return declaredError('COUPON_BELOW_MINIMUM', { min: rule.minSubtotal });
  }
  if (inScopeLines.length === 0) return declaredError('COUPON_NOT_FOR_ITEMS');
  return undefined;
}

/** A percentage of the base, capped by maxDiscount; or a fixed amount. */
function amountOff(
  rule: { type: string; value?: number; maxDiscount?: number },
  base: number,
): number {
  if (rule.type === 'fixed') return Math.min(toHalalas(rule.value ?? 0), base);
  const off = percentOfHalalas(base, rule.value ?? 0);
  return rule.maxDiscount === undefined ? off : Math.min(off, toHalalas(rule.maxDiscount));
}

/** What a coupon takes off this cart, or why it takes nothing (its uses aside: see reserve). */
export function couponDiscount(
  coupon: StoredCoupon,
  context: DiscountContext,
): { halalas: number } | { refusal: DeclaredError } {
  if (!coupon.active) return { refusal: declaredError('COUPON_UNKNOWN') };
  const lines = context.lines.filter((line) => inScope(coupon.scope, line));
  const refusal = conditionsRefusal(coupon, context, lines);
  if (refusal) return { refusal };
  if (coupon.maxUses !== undefined && context.couponUses >= coupon.maxUses) {
    return { refusal: declaredError('COUPON_USED_UP') };
  }
  if (
    coupon.maxUsesPerCustomer !== undefined &&
    context.customerUses >= coupon.maxUsesPerCustomer
  ) {
    return { refusal: declaredError('COUPON_CUSTOMER_LIMIT') };
  }
  const base = scopeBase(lines);
  if (coupon.type === 'fixed' && toHalalas(coupon.value) > base) {
    return { refusal: declaredError('COUPON_ABOVE_CART') };
  }
  return { halalas: amountOff(coupon, base) };
}

/** What an offer takes off this cart; undefined when its conditions do not hold. */
export function offerDiscount(offer: StoredOffer, context: DiscountContext): number | undefined {
  const lines = context.lines.filter((line) => inScope(offer.scope, line));
  if (conditionsRefusal(offer, context, lines)) return undefined;
  switch (offer.type) {
    case 'freeDelivery':
      return context.deliveryFeeHalalas ?? 0;
    case 'buyXGetY': {
      const units = lines.flatMap((line) =>
        Array.from({ length: line.quantity }, () => line.unitHalalas),
      );
      const free = freeUnitsHalalas(units, offer.buyQuantity ?? 1, offer.freeQuantity ?? 1);
      const capped =
        offer.maxDiscount === undefined ? free : Math.min(free, toHalalas(offer.maxDiscount));
      return capped > 0 ? capped : undefined;
    }
    default:
      return amountOff(offer, scopeBase(lines));
  }
}

/**
 * The cart's discounts: the offers in priority order (`offers` comes sorted, highest first) —
 * the first that applies is taken, each later one only if it and all taken so far combine —
 * then the coupon, unless an offer that does not combine was taken. Each is capped by what is
 * left to pay, so the discounts never exceed the items and the delivery.
 */
export function discountsFor(
  context: DiscountContext,
  offers: StoredOffer[],
  coupon: StoredCoupon | undefined,
): Discounts {
  const result: Discounts = { discounts: [] };
  let left = context.subtotalHalalas + (context.deliveryFeeHalalas ?? 0);
  const taken: StoredOffer[] = [];
  for (const offer of offers) {
    const amount = offerDiscount(offer, context);
    if (amount === undefined) continue;
    if (taken.length > 0 && !(offer.combinable && taken.every((other) => other.combinable))) {
      continue;
    }
    taken.push(offer);
    if (offer.type === 'freeDelivery') {
      result.freeDelivery = { label: offer.name, labelAr: offer.nameAr };
    }
    const halalas = Math.min(amount, left);
    left -= halalas;
    if (halalas > 0) result.discounts.push({ label: offer.name, labelAr: offer.nameAr, halalas });
  }
  if (!coupon) return result;
  const off = couponDiscount(coupon, context);
  if ('refusal' in off) return { ...result, couponRefusal: off.refusal };
  if (taken.some((offer) => !offer.combinable)) {
    return { ...result, couponRefusal: declaredError('COUPON_NOT_COMBINABLE') };
  }
  const halalas = Math.min(off.halalas, left);
  result.discounts.push({ code: coupon.code, ...couponLabels(coupon.code), halalas });
  result.coupon = { coupon, halalas };
  return result;
}

/** How a coupon's discount is named on the cart, the order and the invoice. */
export const couponLabels = (code: string) => ({
  label: `Coupon ${code}`,
  labelAr: `قسيمة ${code}`,
});

/** The discounts as the API answers them: amounts in SAR. */
export const appliedDiscounts = (discounts: Discount[]) =>
  discounts.map(({ halalas, ...discount }) => ({ ...discount, amount: fromHalalas(halalas) }));
