import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COUPON_TYPES, OFFER_TYPES, type CouponType, type OfferType } from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** What a coupon or an offer applies to; no list at all means the whole cart. */
@Schema({ _id: false })
export class PromotionScope {
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: undefined })
  categoryIds?: Types.ObjectId[];
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: undefined })
  productIds?: Types.ObjectId[];
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: undefined })
  packageIds?: Types.ObjectId[];
  @Prop({ type: [String], default: undefined }) manufacturers?: string[];
}
const PromotionScopeSchema = SchemaFactory.createForClass(PromotionScope);

/** The conditions coupons and offers share. Amounts are SAR, VAT included. */
export class PromotionConditions {
  @Prop() minSubtotal?: number;
  @Prop() startsAt?: Date;
  @Prop() endsAt?: Date;
  @Prop() firstOrderOnly?: boolean;
  @Prop() maxDiscount?: number;
  @Prop({ type: PromotionScopeSchema }) scope?: PromotionScope;
  @Prop({ required: true }) active: boolean;
}

/**
 * A coupon code. `uses` counts the orders holding one of its uses (reserved when the order is
 * placed, one conditional $inc, given back when it fails, expires or is refunded); `givenHalalas`
 * the discount of the paid ones.
 */
@Schema({ collection: 'coupons', timestamps: true })
export class Coupon extends PromotionConditions {
  /** In capitals (normalizeCouponCode): codes are case-insensitive. */
  @Prop({ required: true, unique: true }) code: string;
  @Prop({ type: String, required: true, enum: COUPON_TYPES }) type: CouponType;
  @Prop({ required: true }) value: number;
  @Prop() maxUses?: number;
  @Prop() maxUsesPerCustomer?: number;
  @Prop({ required: true, default: 0 }) uses: number;
  @Prop({ required: true, default: 0 }) givenHalalas: number;
  createdAt: Date;
}
export const CouponSchema = SchemaFactory.createForClass(Coupon);

/** An automatic offer: applied whenever the cart qualifies, highest priority first. */
@Schema({ collection: 'offers', timestamps: true })
export class Offer extends PromotionConditions {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true }) nameAr: string;
  @Prop({ type: String, required: true, enum: OFFER_TYPES }) type: OfferType;
  @Prop() value?: number;
  @Prop() buyQuantity?: number;
  @Prop() freeQuantity?: number;
  @Prop({ required: true }) priority: number;
  @Prop({ required: true }) combinable: boolean;
  createdAt: Date;
}
export const OfferSchema = SchemaFactory.createForClass(Offer);
OfferSchema.index({ active: 1, priority: -1, createdAt: 1 });

/**
 * One use of a coupon, held by one order (its _id is the order's: an order holds one use at
 * most). `paid` once the order is paid; deleted when the use is given back.
 */
@Schema({ collection: 'coupon_uses', timestamps: true })
export class CouponUse {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) couponId: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) userId: Types.ObjectId;
  /** The discount the order got, halalas. */
  @Prop({ required: true }) halalas: number;
  @Prop({ required: true, default: false }) paid: boolean;
}
export const CouponUseSchema = SchemaFactory.createForClass(CouponUse);
// The per-customer count of a coupon's uses.
CouponUseSchema.index({ couponId: 1, userId: 1 });
