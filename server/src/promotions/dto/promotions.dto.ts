import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COUPON_CODE_PATTERN,
  COUPON_TYPES,
  MAX_PROMOTION_AMOUNT,
  OFFER_TYPES,
  promotionInstant,
  type ApplyCouponRequest,
  type Coupon as CouponShape,
  type CouponAnswer as CouponAnswerShape,
  type CouponRequest,
  type CouponsAnswer as CouponsAnswerShape,
  type CouponType,
  type Offer as OfferShape,
  type OfferAnswer as OfferAnswerShape,
  type OfferRequest,
  type OffersAnswer as OffersAnswerShape,
  type OfferType,
  type PromotionScope,
} from '@shop/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsMongoId,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsTwoDecimalNumber, OptionalNotNull, RequiredText } from '../../common/field-rules';
import { Trimmed } from '../../common/form-values';
import { ShapeOf } from '../../common/shape-of';
import { because } from '../../common/shop-error';

/** The most ids (or makers) one list of a scope names. */
export const MAX_SCOPE_ENTRIES = 200;
/** The most uses a coupon counts, and the most units of a "buy N, get M" offer. */
const MAX_COUNT = 1_000_000;
const MAX_UNITS = 100;

/**
 * A percentage or an amount, by the promotion's type: a number here, its range and decimals
 * checked with the type (PromotionsService's checkValue), so that each is refused in its terms.
 */
const PromotionValue = () =>
  IsNumber({ allowNaN: false, allowInfinity: false }, because('VALUE_INVALID', { field: 'value' }));

/** SAR above 0 up to MAX_PROMOTION_AMOUNT, two decimals at most. */
const Amount = (field: string) => {
  const invalid = because('PROMOTION_AMOUNT_INVALID', { field, max: MAX_PROMOTION_AMOUNT });
  return applyDecorators(
    IsTwoDecimalNumber(invalid),
    Min(0.01, invalid),
    Max(MAX_PROMOTION_AMOUNT, invalid),
  );
};

const Count = (field: string, max = MAX_COUNT) =>
  applyDecorators(
    IsInt(because('NUMBER_INVALID', 'plain', { field })),
    Min(1, because('VALUE_TOO_SMALL', { field, min: 1 })),
    Max(max, because('VALUE_TOO_LARGE', 'plain', { field, max })),
  );

/** A date in one of the forms promotionInstant reads (docs/api.md), else DATE_INVALID. */
const OptionalDate = (field: string) =>
  applyDecorators(
    OptionalNotNull(),
    IsString(because('DATE_INVALID', { field })),
    ValidateBy(
      {
        name: 'isPromotionDate',
        validator: {
          validate: (value) =>
            typeof value === 'string' && promotionInstant(value, 'start') !== undefined,
        },
      },
      because('DATE_INVALID', { field }),
    ),
  );

const IdList = (field: string) => {
  const invalid = because('VALUE_INVALID', { field });
  return applyDecorators(
    OptionalNotNull(),
    IsArray(invalid),
    ArrayMaxSize(MAX_SCOPE_ENTRIES, invalid),
    IsMongoId({ each: true, ...invalid }),
  );
};

@ShapeOf<PromotionScope>()
export class PromotionScopeDto {
  @ApiPropertyOptional({ type: [String] })
  @IdList('scope.categoryIds')
  categoryIds?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IdList('scope.productIds')
  productIds?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IdList('scope.packageIds')
  packageIds?: string[];

  @ApiPropertyOptional({ type: [String], example: ['Bosch'], description: 'Part makers' })
  @OptionalNotNull()
  @IsArray(because('VALUE_INVALID', { field: 'scope.manufacturers' }))
  @ArrayMaxSize(MAX_SCOPE_ENTRIES, because('VALUE_INVALID', { field: 'scope.manufacturers' }))
  @IsString({ each: true, ...because('TEXT_INVALID', { field: 'scope.manufacturers' }) })
  @MaxLength(80, {
    each: true,
    ...because('TEXT_TOO_LONG', { field: 'scope.manufacturers', max: 80 }),
  })
  manufacturers?: string[];
}

/** The rules coupons and offers share: when, for whom, on what, at most how much. */
class PromotionConditionsDto {
  @ApiPropertyOptional({ example: 200, description: "The cart's subtotal must reach this, SAR" })
  @OptionalNotNull()
  @Amount('minSubtotal')
  minSubtotal?: number;

  @ApiPropertyOptional({
    example: '2026-12-01',
    description:
      'A day (its start, Saudi time), or YYYY-MM-DDTHH:mm[:ss[.sss]] with Z or ±HH:mm ' +
      '(Saudi time without)',
  })
  @OptionalDate('startsAt')
  startsAt?: string;

  @ApiPropertyOptional({
    example: '2026-12-31',
    description:
      'A day (its end, Saudi time), or YYYY-MM-DDTHH:mm[:ss[.sss]] with Z or ±HH:mm ' +
      '(Saudi time without)',
  })
  @OptionalDate('endsAt')
  endsAt?: string;

  @ApiPropertyOptional({ description: "Only for a customer's first order" })
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'firstOrderOnly' }))
  firstOrderOnly?: boolean;

  @ApiPropertyOptional({ example: 100, description: 'The most it takes off, SAR' })
  @OptionalNotNull()
  @Amount('maxDiscount')
  maxDiscount?: number;

  @ApiPropertyOptional({ type: PromotionScopeDto, description: 'Nothing: the whole cart' })
  @OptionalNotNull()
  @IsObject(because('VALUE_INVALID', { field: 'scope' }))
  @ValidateNested()
  @Type(() => PromotionScopeDto)
  scope?: PromotionScopeDto;

  @ApiProperty({ description: 'Paused when false' })
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'active' }))
  active: boolean;
}

/** `POST /api/coupons`, `PUT /api/coupons/{id}`: the whole coupon. */
@ShapeOf<CouponRequest>()
export class CouponDto extends PromotionConditionsDto {
  @ApiProperty({ example: 'WELCOME50', pattern: COUPON_CODE_PATTERN.source })
  @Trimmed()
  @IsString(because('COUPON_CODE_INVALID'))
  @Matches(COUPON_CODE_PATTERN, because('COUPON_CODE_INVALID'))
  code: string;

  @ApiProperty({ enum: COUPON_TYPES })
  @IsIn(COUPON_TYPES, because('VALUE_INVALID', { field: 'type' }))
  type: CouponType;

  @ApiProperty({ example: 10, description: 'A percentage (0 < value <= 100) or SAR' })
  @PromotionValue()
  value: number;

  @ApiPropertyOptional({ example: 5, description: 'Orders that may use it, in all' })
  @OptionalNotNull()
  @Count('maxUses')
  maxUses?: number;

  @ApiPropertyOptional({ example: 1, description: 'Orders of one customer that may use it' })
  @OptionalNotNull()
  @Count('maxUsesPerCustomer')
  maxUsesPerCustomer?: number;
}

/** `POST /api/offers`, `PUT /api/offers/{id}`: the whole offer. */
@ShapeOf<OfferRequest>()
export class OfferDto extends PromotionConditionsDto {
  @ApiProperty({ example: 'Brakes week' })
  @RequiredText('Name', { maxLength: 80 })
  name: string;

  @ApiProperty({ example: 'أسبوع الفرامل' })
  @RequiredText('Arabic name', { maxLength: 80 })
  nameAr: string;

  @ApiProperty({ enum: OFFER_TYPES })
  @IsIn(OFFER_TYPES, because('VALUE_INVALID', { field: 'type' }))
  type: OfferType;

  @ApiPropertyOptional({ example: 10, description: 'percent: the percentage; fixed: SAR' })
  @OptionalNotNull()
  @PromotionValue()
  value?: number;

  @ApiPropertyOptional({ example: 3, description: 'buyXGetY: units bought' })
  @OptionalNotNull()
  @Count('buyQuantity', MAX_UNITS)
  buyQuantity?: number;

  @ApiPropertyOptional({ example: 1, description: 'buyXGetY: units free among them' })
  @OptionalNotNull()
  @Count('freeQuantity', MAX_UNITS)
  freeQuantity?: number;

  @ApiProperty({ example: 10, description: 'Higher applies first' })
  @IsInt(because('NUMBER_INVALID', 'plain', { field: 'priority' }))
  @Min(0, because('VALUE_TOO_SMALL', { field: 'priority', min: 0 }))
  @Max(1000, because('VALUE_TOO_LARGE', 'plain', { field: 'priority', max: 1000 }))
  priority: number;

  @ApiProperty({ description: 'Whether it applies beside other offers and a coupon' })
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'combinable' }))
  combinable: boolean;
}

/** `POST /api/cart/coupon`. */
@ShapeOf<ApplyCouponRequest>()
export class ApplyCouponDto {
  @ApiProperty({ example: 'welcome50', description: 'Case-insensitive' })
  @Trimmed()
  @IsString(because('COUPON_CODE_INVALID'))
  @Matches(COUPON_CODE_PATTERN, because('COUPON_CODE_INVALID'))
  code: string;
}

class PromotionScopeView extends PromotionScopeDto {}

@ShapeOf<CouponShape>()
export class CouponView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'WELCOME50' }) code: string;
  @ApiProperty({ enum: COUPON_TYPES }) type: CouponType;
  @ApiProperty() value: number;
  @ApiPropertyOptional() minSubtotal?: number;
  @ApiPropertyOptional({ format: 'date-time' }) startsAt?: string;
  @ApiPropertyOptional({ format: 'date-time' }) endsAt?: string;
  @ApiPropertyOptional() maxUses?: number;
  @ApiPropertyOptional() maxUsesPerCustomer?: number;
  @ApiPropertyOptional() firstOrderOnly?: boolean;
  @ApiPropertyOptional() maxDiscount?: number;
  @ApiPropertyOptional({ type: PromotionScopeView }) scope?: PromotionScopeView;
  @ApiProperty() active: boolean;
  @ApiProperty({ description: 'Orders holding a use: paid, or awaiting payment' }) uses: number;
  @ApiProperty({ description: 'SAR taken off the paid orders that used it' })
  discountGiven: number;
}

@ShapeOf<CouponsAnswerShape>()
export class CouponsAnswer {
  @ApiProperty({ example: 'Coupons retrieved successfully.' }) message: string;
  @ApiProperty({ type: [CouponView] }) coupons: CouponView[];
}

@ShapeOf<CouponAnswerShape>()
export class CouponAnswer {
  @ApiProperty({ example: 'Coupon saved.' }) message: string;
  @ApiProperty({ type: CouponView }) coupon: CouponView;
}

@ShapeOf<OfferShape>()
export class OfferView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() nameAr: string;
  @ApiProperty({ enum: OFFER_TYPES }) type: OfferType;
  @ApiPropertyOptional() value?: number;
  @ApiPropertyOptional() buyQuantity?: number;
  @ApiPropertyOptional() freeQuantity?: number;
  @ApiPropertyOptional() minSubtotal?: number;
  @ApiPropertyOptional({ format: 'date-time' }) startsAt?: string;
  @ApiPropertyOptional({ format: 'date-time' }) endsAt?: string;
  @ApiPropertyOptional() firstOrderOnly?: boolean;
  @ApiPropertyOptional() maxDiscount?: number;
  @ApiPropertyOptional({ type: PromotionScopeView }) scope?: PromotionScopeView;
  @ApiProperty() priority: number;
  @ApiProperty() combinable: boolean;
  @ApiProperty() active: boolean;
}

@ShapeOf<OffersAnswerShape>()
export class OffersAnswer {
  @ApiProperty({ example: 'Offers retrieved successfully.' }) message: string;
  @ApiProperty({ type: [OfferView] }) offers: OfferView[];
}

@ShapeOf<OfferAnswerShape>()
export class OfferAnswer {
  @ApiProperty({ example: 'Offer saved.' }) message: string;
  @ApiProperty({ type: OfferView }) offer: OfferView;
}
