import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  declaredError,
  fromHalalas,
  MAX_PROMOTION_AMOUNT,
  normalizeCouponCode,
  promotionInstant,
  type Coupon as CouponShape,
  type Offer as OfferShape,
  type PromotionScope as PromotionScopeShape,
} from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import { decimalPlaces } from '../common/field-rules';
import { ShopError, shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { OrderHistory } from '../orders/order-history';
import { PackagesService } from '../packages/packages.service';
import { ProductsService } from '../products/products.service';
import {
  discountsFor,
  type DiscountLine,
  type Discounts,
  type StoredCoupon,
  type StoredOffer,
} from './discounts';
import type { CouponDto, OfferDto, PromotionScopeDto } from './dto/promotions.dto';
import { Coupon, CouponUse, Offer, type PromotionScope } from './schemas/promotion.schema';

/** The cart as promotions read it (CartsService.promotionCart). */
export interface PromotionCart {
  userId: string;
  lines: DiscountLine[];
  subtotalHalalas: number;
  version: number;
  /** The code the cart keeps, in capitals. */
  couponCode?: string;
}

/**
 * The merchant's coupons and automatic offers, and the coupons' uses: which discounts a cart
 * gets (discounts.ts), and the use an order holds — reserved with one conditional $inc when the
 * order is placed, so a coupon of 5 uses is held by 5 orders at most whatever runs at once, and
 * given back when the order fails, expires, is refunded or deleted.
 */
@Injectable()
export class PromotionsService {
  constructor(
    @InjectModel(Coupon.name) private readonly coupons: Model<Coupon>,
    @InjectModel(Offer.name) private readonly offers: Model<Offer>,
    @InjectModel(CouponUse.name) private readonly uses: Model<CouponUse>,
    private readonly history: OrderHistory,
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
  ) {}

  // The back office

  async listCoupons(): Promise<CouponShape[]> {
    const coupons = await this.coupons.find().sort({ createdAt: -1, _id: -1 }).lean();
    return coupons.map(couponView);
  }

  async createCoupon(request: CouponDto): Promise<CouponShape> {
    const fields = await this.couponFields(request);
    try {
      const created = await this.coupons.create(fields);
      return couponView(created.toObject());
    } catch (error) {
      throw codeTaken(error, fields.code);
    }
  }

  async updateCoupon(id: string, request: CouponDto): Promise<CouponShape> {
    const fields = await this.couponFields(request);
    const { $set, $unset } = splitUnset(fields);
    const updated = await this.coupons
      .findByIdAndUpdate(id, { $set, $unset }, { new: true })
      .lean()
      .catch((error: unknown) => Promise.reject(codeTaken(error, fields.code)));
    if (!updated) throw shopError('PROMOTION_NOT_FOUND', 'coupon');
    return couponView(updated);
  }

  async deleteCoupon(id: string): Promise<void> {
    const { deletedCount } = await this.coupons.deleteOne({ _id: id });
    if (deletedCount === 0) throw shopError('PROMOTION_NOT_FOUND', 'coupon');
  }

  async listOffers(): Promise<OfferShape[]> {
    const offers = await this.offers.find().sort({ priority: -1, createdAt: 1, _id: 1 }).lean();
    return offers.map(offerView);
  }

  async createOffer(request: OfferDto): Promise<OfferShape> {
    const created = await this.offers.create(await this.offerFields(request));
    return offerView(created.toObject());
  }

  async updateOffer(id: string, request: OfferDto): Promise<OfferShape> {
    const { $set, $unset } = splitUnset(await this.offerFields(request));
    const updated = await this.offers.findByIdAndUpdate(id, { $set, $unset }, { new: true }).lean();
    if (!updated) throw shopError('PROMOTION_NOT_FOUND', 'offer');
    return offerView(updated);
  }

  async deleteOffer(id: string): Promise<void> {
    const { deletedCount } = await this.offers.deleteOne({ _id: id });
    if (deletedCount === 0) throw shopError('PROMOTION_NOT_FOUND', 'offer');
  }

  // The shopper's cart and order

  /** The active coupon of a code, if any (codes are case-insensitive). */
  findCoupon(code: string): Promise<StoredCoupon | null> {
    return this.coupons.findOne({ code: normalizeCouponCode(code) }).lean<StoredCoupon>();
  }

  /**
   * The discounts of a cart: the active offers and the cart's coupon, for this shopper now, with
   * the order's delivery fee once it is known.
   */
  async discountsOf(
    cart: PromotionCart,
    deliveryFeeHalalas?: number,
    code = cart.couponCode,
  ): Promise<Discounts> {
    const [offers, coupon, firstOrder] = await Promise.all([
      this.offers
        .find({ active: true })
        .sort({ priority: -1, createdAt: 1, _id: 1 })
        .lean<StoredOffer[]>(),
      code ? this.findCoupon(code) : undefined,
      this.history.hasOrdered(cart.userId, cart.version).then((ordered) => !ordered),
    ]);
    const context = {
      lines: cart.lines,
      subtotalHalalas: cart.subtotalHalalas,
      now: new Date(),
      firstOrder,
      deliveryFeeHalalas,
      ...(coupon ? await this.usesCounted(coupon, cart) : { couponUses: 0, customerUses: 0 }),
    };
    const discounts = discountsFor(context, offers, coupon ?? undefined);
    if (code && !coupon) discounts.couponRefusal = declaredError('COUPON_UNKNOWN');
    return discounts;
  }

  /**
   * Reserves one use of the coupon for the order: 409 COUPON_CUSTOMER_LIMIT when the shopper has
   * used it up (counted inside the shopper's placement, one at a time), 409 COUPON_USED_UP when
   * every use is held — one conditional $inc, so of many orders at once only as many as there
   * are uses get one.
   */
  async reserve(
    orderId: Types.ObjectId,
    userId: string,
    applied: NonNullable<Discounts['coupon']>,
  ): Promise<void> {
    const { coupon, halalas } = applied;
    if (
      coupon.maxUsesPerCustomer !== undefined &&
      (await this.customerUses(coupon._id, userId)) >= coupon.maxUsesPerCustomer
    ) {
      throw shopError('COUPON_CUSTOMER_LIMIT');
    }
    const { modifiedCount } = await this.coupons.updateOne(
      {
        _id: coupon._id,
        active: true,
        ...(coupon.maxUses !== undefined && { uses: trusted({ $lt: coupon.maxUses }) }),
      },
      { $inc: { uses: 1 } },
    );
    if (modifiedCount === 0) throw shopError('COUPON_USED_UP');
    try {
      await this.uses.create({ _id: orderId, couponId: coupon._id, userId, halalas });
    } catch (error) {
      await this.coupons.updateOne({ _id: coupon._id }, { $inc: { uses: -1 } });
      throw error;
    }
  }

  /**
   * Gives back the use an order holds, once: the use's delete decides, so an order failed and
   * then refunded, or two listeners at once, give it back one time.
   */
  async release(orderId: string | Types.ObjectId): Promise<void> {
    const use = await this.uses.findOneAndDelete({ _id: orderId }).lean();
    if (!use) return;
    await this.coupons.updateOne(
      { _id: use.couponId },
      { $inc: { uses: -1, givenHalalas: use.paid ? -use.halalas : 0 } },
    );
  }

  @OnShopEvent('order.paid')
  async onOrderPaid({ orderId }: ShopEvents['order.paid']): Promise<void> {
    const use = await this.uses
      .findOneAndUpdate({ _id: orderId, paid: false }, { paid: true })
      .lean();
    if (use) {
      await this.coupons.updateOne({ _id: use.couponId }, { $inc: { givenHalalas: use.halalas } });
    }
  }

  @OnShopEvent('order.failed')
  async onOrderFailed({ orderId }: ShopEvents['order.failed']): Promise<void> {
    await this.release(orderId);
  }

  @OnShopEvent('order.abandoned')
  async onOrderAbandoned({ orderId }: ShopEvents['order.abandoned']): Promise<void> {
    await this.release(orderId);
  }

  @OnShopEvent('order.refunded')
  async onOrderRefunded({ orderId }: ShopEvents['order.refunded']): Promise<void> {
    await this.release(orderId);
  }

  @OnShopEvent('order.deleted')
  async onOrderDeleted({ orderId }: ShopEvents['order.deleted']): Promise<void> {
    await this.release(orderId);
  }

  /**
   * The coupon's uses as the cart's next order meets them, in all and by this shopper: but the
   * one held by the order that placement replaces (a card order of this cart version awaiting
   * payment), which gives it back before the new order reserves one — else ordering the cart
   * again, after leaving the 3-D Secure page, would be refused the last use the shopper's own
   * pending order holds. Reserving still counts every use held then, in one conditional $inc.
   */
  private async usesCounted(coupon: StoredCoupon, cart: PromotionCart) {
    const [customerUses, replaced] = await Promise.all([
      this.customerUses(coupon._id, cart.userId),
      this.history.replacedNext(cart.userId, cart.version),
    ]);
    const held = replaced && (await this.uses.exists({ _id: replaced, couponId: coupon._id }));
    const givenBack = held ? 1 : 0;
    return { couponUses: coupon.uses - givenBack, customerUses: customerUses - givenBack };
  }

  private customerUses(couponId: Types.ObjectId, userId: string): Promise<number> {
    return this.uses.countDocuments({ couponId, userId });
  }

  // Checks of what the back office sends

  private async couponFields(request: CouponDto) {
    checkValue(request.type, request.value);
    return {
      code: normalizeCouponCode(request.code),
      type: request.type,
      value: request.value,
      maxUses: request.maxUses,
      maxUsesPerCustomer: request.maxUsesPerCustomer,
      ...(await this.conditionsOf(request)),
    };
  }

  private async offerFields(request: OfferDto) {
    const { type, value } = request;
    if (type === 'percent' || type === 'fixed') {
      if (value === undefined) {
        throw ShopError.onField('value', declaredError('FIELD_REQUIRED', { field: 'value' }));
      }
      checkValue(type, value);
    }
    if (type === 'buyXGetY') {
      for (const field of ['buyQuantity', 'freeQuantity'] as const) {
        if (request[field] === undefined) {
          throw ShopError.onField(field, declaredError('FIELD_REQUIRED', { field }));
        }
      }
    }
    return {
      name: request.name,
      nameAr: request.nameAr,
      type,
      value: type === 'percent' || type === 'fixed' ? value : undefined,
      buyQuantity: type === 'buyXGetY' ? request.buyQuantity : undefined,
      freeQuantity: type === 'buyXGetY' ? request.freeQuantity : undefined,
      priority: request.priority,
      combinable: request.combinable,
      ...(await this.conditionsOf(request)),
    };
  }

  /** The shared conditions, checked: dates in order, every id of the scope known. */
  private async conditionsOf(request: CouponDto | OfferDto) {
    const startsAt = request.startsAt ? promotionInstant(request.startsAt, 'start') : undefined;
    const endsAt = request.endsAt ? promotionInstant(request.endsAt, 'end') : undefined;
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw ShopError.onField('endsAt', declaredError('PROMOTION_DATES_ORDER'));
    }
    return {
      minSubtotal: request.minSubtotal,
      startsAt,
      endsAt,
      firstOrderOnly: request.firstOrderOnly,
      maxDiscount: request.maxDiscount,
      scope: request.scope ? await this.scopeOf(request.scope) : undefined,
      active: request.active,
    };
  }

  private async scopeOf(scope: PromotionScopeDto): Promise<PromotionScope> {
    const unique = (ids?: string[]) => [...new Set(ids ?? [])];
    const categoryIds = unique(scope.categoryIds);
    const productIds = unique(scope.productIds);
    const packageIds = unique(scope.packageIds);
    const [categories, missingProducts, packages] = await Promise.all([
      this.categories.namesByIds(categoryIds.map((id) => new Types.ObjectId(id))),
      productIds.length ? this.products.missingIds(productIds) : [],
      packageIds.length ? this.packages.productIdsOf(packageIds) : new Map<string, string[]>(),
    ]);
    const unknown: [string, string[]][] = [
      ['scope.categoryIds', categoryIds.filter((id) => !categories.has(id))],
      ['scope.productIds', missingProducts],
      ['scope.packageIds', packageIds.filter((id) => !packages.has(id))],
    ];
    for (const [field, ids] of unknown) {
      if (ids.length > 0) {
        throw ShopError.onField(
          field,
          declaredError('PROMOTION_SCOPE_UNKNOWN', { field, ids: ids.join(', ') }),
        );
      }
    }
    const makers = [...new Set((scope.manufacturers ?? []).map((name) => name.trim()))].filter(
      Boolean,
    );
    // A scope that names nothing (a misspelt list, dropped as unknown, or only blanks) would
    // quietly stretch the promotion to the whole cart.
    if (categoryIds.length + productIds.length + packageIds.length + makers.length === 0) {
      throw ShopError.onField('scope', declaredError('PROMOTION_SCOPE_EMPTY'));
    }
    const objectIds = (ids: string[]) =>
      ids.length ? ids.map((id) => new Types.ObjectId(id)) : undefined;
    return {
      categoryIds: objectIds(categoryIds),
      productIds: objectIds(productIds),
      packageIds: objectIds(packageIds),
      manufacturers: makers.length ? makers : undefined,
    };
  }
}

/**
 * A percentage is above 0 and at most 100, an amount above 0 and at most MAX_PROMOTION_AMOUNT,
 * either with two decimals at most (400 on `value`).
 */
function checkValue(type: 'percent' | 'fixed', value: number): void {
  const max = type === 'percent' ? 100 : MAX_PROMOTION_AMOUNT;
  if (value > 0 && value <= max && decimalPlaces(value) <= 2) return;
  throw ShopError.onField(
    'value',
    type === 'percent'
      ? declaredError('PROMOTION_PERCENT_INVALID')
      : declaredError('PROMOTION_AMOUNT_INVALID', { field: 'value', max: MAX_PROMOTION_AMOUNT }),
  );
}

/** A duplicate code is 409 COUPON_CODE_TAKEN; anything else goes on as it is. */
function codeTaken(error: unknown, code: string): unknown {
  if (isDuplicateKey(error)) {
    return ShopError.onField('code', declaredError('COUPON_CODE_TAKEN', { code }));
  }
  return error;
}

/** A whole replacement as one update: fields left undefined are removed. */
function splitUnset<T extends Record<string, unknown>>(fields: T) {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) $unset[key] = '';
    else $set[key] = value;
  }
  return { $set, $unset };
}

const scopeView = (scope?: PromotionScope): PromotionScopeShape | undefined =>
  scope && {
    ...(scope.categoryIds && { categoryIds: scope.categoryIds.map(String) }),
    ...(scope.productIds && { productIds: scope.productIds.map(String) }),
    ...(scope.packageIds && { packageIds: scope.packageIds.map(String) }),
    ...(scope.manufacturers && { manufacturers: scope.manufacturers }),
  };

type StoredFields<T> = T & { _id: Types.ObjectId };

function conditionsView(stored: StoredFields<Coupon | Offer>) {
  return {
    _id: stored._id.toString(),
    ...(stored.minSubtotal !== undefined && { minSubtotal: stored.minSubtotal }),
    ...(stored.startsAt && { startsAt: stored.startsAt.toISOString() }),
    ...(stored.endsAt && { endsAt: stored.endsAt.toISOString() }),
    ...(stored.firstOrderOnly !== undefined && { firstOrderOnly: stored.firstOrderOnly }),
    ...(stored.maxDiscount !== undefined && { maxDiscount: stored.maxDiscount }),
    ...(stored.scope && { scope: scopeView(stored.scope) }),
    active: stored.active,
  };
}

function couponView(coupon: StoredFields<Coupon>): CouponShape {
  return {
    ...conditionsView(coupon),
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    ...(coupon.maxUses !== undefined && { maxUses: coupon.maxUses }),
    ...(coupon.maxUsesPerCustomer !== undefined && {
      maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    }),
    uses: coupon.uses,
    discountGiven: fromHalalas(coupon.givenHalalas),
  };
}

function offerView(offer: StoredFields<Offer>): OfferShape {
  return {
    ...conditionsView(offer),
    name: offer.name,
    nameAr: offer.nameAr,
    type: offer.type,
    ...(offer.value !== undefined && { value: offer.value }),
    ...(offer.buyQuantity !== undefined && { buyQuantity: offer.buyQuantity }),
    ...(offer.freeQuantity !== undefined && { freeQuantity: offer.freeQuantity }),
    priority: offer.priority,
    combinable: offer.combinable,
  };
}
