/**
 * Promotions (docs/api.md, "Promotions"): coupon codes and automatic offers, as the back office
 * sets them and as the cart answers them. Amounts are SAR, VAT included, like every price.
 */

export type CouponType = 'percent' | 'fixed';
export const COUPON_TYPES = ['percent', 'fixed'] as const satisfies readonly CouponType[];

/** What a coupon or an offer applies to: nothing given means the whole cart. */
export interface PromotionScope {
  categoryIds?: string[];
  productIds?: string[];
  packageIds?: string[];
  /** Part makers, as products name them (compared without regard to case). */
  manufacturers?: string[];
}

/**
 * What the back office sets of a coupon (`POST /api/coupons`, `PUT /api/coupons/{id}`). Dates are
 * ISO 8601; a date without a time is a day in Saudi time (startsAt its start, endsAt its end).
 */
export interface CouponRequest {
  /** 3 to 32 letters, digits, dashes or underscores; case-insensitive. */
  code: string;
  type: CouponType;
  /** A percentage (above 0, at most 100) or an amount of SAR. */
  value: number;
  /** The cart's subtotal must reach this, SAR. */
  minSubtotal?: number;
  startsAt?: string;
  endsAt?: string;
  /** Orders that may use it, in all. */
  maxUses?: number;
  /** Orders of one customer that may use it. */
  maxUsesPerCustomer?: number;
  /** Only for a customer's first order. */
  firstOrderOnly?: boolean;
  /** The most a percentage takes off, SAR. */
  maxDiscount?: number;
  scope?: PromotionScope;
  active: boolean;
}

/** A coupon as the back office lists it: with its uses so far and the discount given. */
export interface Coupon extends Omit<CouponRequest, 'startsAt' | 'endsAt'> {
  _id: string;
  startsAt?: string;
  endsAt?: string;
  /** Orders holding a use now: paid ones and those awaiting payment. */
  uses: number;
  /** SAR taken off the paid orders that used it. */
  discountGiven: number;
}

export interface CouponsAnswer {
  message: string;
  coupons: Coupon[];
}

export interface CouponAnswer {
  message: string;
  coupon: Coupon;
}

/**
 * What an automatic offer does: a percentage or an amount off its scope, the delivery fee off
 * (`freeDelivery`), or "buy `buyQuantity`, get `freeQuantity` free" among its scope's units.
 */
export type OfferType = 'percent' | 'fixed' | 'freeDelivery' | 'buyXGetY';
export const OFFER_TYPES = [
  'percent',
  'fixed',
  'freeDelivery',
  'buyXGetY',
] as const satisfies readonly OfferType[];

/**
 * An automatic offer (`POST /api/offers`, `PUT /api/offers/{id}`): no code, applied whenever the
 * cart qualifies. Offers apply by `priority` (highest first); one that is not `combinable`
 * applies alone, and leaves no room for a coupon.
 */
export interface OfferRequest {
  name: string;
  nameAr: string;
  type: OfferType;
  /** percent: the percentage; fixed: SAR. Not used by freeDelivery and buyXGetY. */
  value?: number;
  /** buyXGetY: every buyQuantity + freeQuantity units, freeQuantity of the cheapest are free. */
  buyQuantity?: number;
  freeQuantity?: number;
  minSubtotal?: number;
  startsAt?: string;
  endsAt?: string;
  firstOrderOnly?: boolean;
  maxDiscount?: number;
  scope?: PromotionScope;
  priority: number;
  combinable: boolean;
  active: boolean;
}

export interface Offer extends Omit<OfferRequest, 'startsAt' | 'endsAt'> {
  _id: string;
  startsAt?: string;
  endsAt?: string;
}

export interface OffersAnswer {
  message: string;
  offers: Offer[];
}

export interface OfferAnswer {
  message: string;
  offer: Offer;
}

/** `POST /api/cart/coupon`. */
export interface ApplyCouponRequest {
  code: string;
}
