import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_DELIVERY_DAYS,
  MAX_SHIPPING_FEE,
  type CitiesAnswer as CitiesAnswerShape,
  type SaudiCity,
  type ShippingQuote as ShippingQuoteShape,
  type ShippingQuoteQuery,
  type ShippingZone as ShippingZoneShape,
  type ShippingZoneAnswer as ShippingZoneAnswerShape,
  type ShippingZoneRequest,
  type ShippingZonesAnswer as ShippingZonesAnswerShape,
} from '@shop/shared';
import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsMongoId,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  IsTwoDecimalNumber,
  OptionalNotNull,
  OptionalText,
  RequiredText,
} from '../../common/field-rules';
import { Trimmed } from '../../common/form-values';
import { ShapeOf } from '../../common/shape-of';
import { because } from '../../common/shop-error';

/** The most cities one zone lists: every city the shop knows fits. */
export const MAX_ZONE_CITIES = 200;

/** An amount of SAR from 0 to MAX_SHIPPING_FEE with at most 2 decimals. */
const Amount = (field: string) => {
  const invalid = because('AMOUNT_INVALID', { field, max: MAX_SHIPPING_FEE });
  return applyDecorators(
    IsTwoDecimalNumber(invalid),
    Min(0, invalid),
    Max(MAX_SHIPPING_FEE, invalid),
  );
};

/** A whole number of days from 0 to MAX_DELIVERY_DAYS. */
const Days = (field: string) => {
  const invalid = because('DELIVERY_DAYS_INVALID', { field, max: MAX_DELIVERY_DAYS });
  return applyDecorators(IsInt(invalid), Min(0, invalid), Max(MAX_DELIVERY_DAYS, invalid));
};

/** `POST /api/shipping/zones` and `PUT /api/shipping/zones/{id}`: the whole zone. */
@ShapeOf<ShippingZoneRequest>()
export class ShippingZoneDto {
  @ApiProperty({ example: 'Riyadh' })
  @RequiredText('Name', { maxLength: 60 })
  name: string;

  @ApiProperty({ example: 'الرياض' })
  @RequiredText('Arabic name', { maxLength: 60 })
  nameAr: string;

  @ApiProperty({
    example: ['Riyadh', 'Al Kharj', 'الدرعية'],
    description: 'Cities by their English or Arabic names (GET /api/shipping/cities)',
  })
  @IsArray(because('ZONE_CITIES_REQUIRED', { max: MAX_ZONE_CITIES }))
  @ArrayMinSize(1, because('ZONE_CITIES_REQUIRED', { max: MAX_ZONE_CITIES }))
  @ArrayMaxSize(MAX_ZONE_CITIES, because('ZONE_CITIES_REQUIRED', { max: MAX_ZONE_CITIES }))
  @IsString({ each: true, ...because('CITY_UNKNOWN') })
  @MaxLength(60, { each: true, ...because('CITY_UNKNOWN') })
  cities: string[];

  @ApiProperty({ example: 25, description: 'SAR, VAT included' })
  @Amount('fee')
  fee: number;

  @ApiPropertyOptional({ example: 300, description: 'Carts of at least this total ship free' })
  @OptionalNotNull()
  @Amount('freeAbove')
  freeAbove?: number;

  @ApiProperty({ example: 1 })
  @Days('minDays')
  minDays: number;

  @ApiProperty({ example: 2 })
  @Days('maxDays')
  maxDays: number;

  @ApiProperty({ description: 'Whether cash on delivery is offered' })
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'cod' }))
  cod: boolean;

  @ApiPropertyOptional({ example: 15, description: 'Added to the fee for cash on delivery' })
  @OptionalNotNull()
  @Amount('codFee')
  codFee?: number;
}

@ShapeOf<ShippingZoneShape>()
export class ShippingZoneView extends ShippingZoneDto {
  @ApiProperty() _id: string;
}

@ShapeOf<ShippingZonesAnswerShape>()
export class ShippingZonesAnswer {
  @ApiProperty({ example: 'Shipping zones retrieved successfully.' }) message: string;
  @ApiProperty({ type: [ShippingZoneView] }) zones: ShippingZoneView[];
}

@ShapeOf<ShippingZoneAnswerShape>()
export class ShippingZoneAnswer {
  @ApiProperty({ example: 'Shipping zone saved.' }) message: string;
  @ApiProperty({ type: ShippingZoneView }) zone: ShippingZoneView;
}

@ShapeOf<SaudiCity>()
class SaudiCityView {
  @ApiProperty({ example: 'Riyadh' }) name: string;
  @ApiProperty({ example: 'الرياض' }) nameAr: string;
  @ApiProperty({ example: 'Riyadh' }) region: string;
  @ApiProperty({ example: 'الرياض' }) regionAr: string;
}

@ShapeOf<CitiesAnswerShape>()
export class CitiesAnswer {
  @ApiProperty({ type: [SaudiCityView] }) cities: SaudiCityView[];
}

class QuoteZoneView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'Riyadh' }) name: string;
  @ApiProperty({ example: 'الرياض' }) nameAr: string;
}

@ShapeOf<ShippingQuoteShape>()
export class ShippingQuoteView {
  @ApiProperty({ example: 'Riyadh' }) city: string;
  @ApiProperty({ example: 'الرياض' }) cityAr: string;
  @ApiProperty({ type: QuoteZoneView }) zone: QuoteZoneView;
  @ApiProperty({ description: 'What this cart pays for delivery, SAR (0 from freeAbove)' })
  fee: number;
  @ApiPropertyOptional() freeAbove?: number;
  @ApiProperty() minDays: number;
  @ApiProperty() maxDays: number;
  @ApiProperty({ description: 'Whether the zone offers cash on delivery' }) cod: boolean;
  @ApiPropertyOptional({ description: 'Added to the fee for cash on delivery' }) codFee?: number;
  @ApiProperty({ description: 'The largest order total cash on delivery takes (COD_MAX_TOTAL)' })
  codMaxTotal: number;
}

/** `GET /api/shipping/quote?city=` or `?addressId=`. */
@ShapeOf<ShippingQuoteQuery>()
export class ShippingQuoteQueryDto {
  @ApiPropertyOptional({ example: 'Riyadh', description: 'English or Arabic name' })
  @OptionalText('city', 60)
  city?: string;

  @ApiPropertyOptional({ description: 'An address of the caller' })
  @Trimmed()
  @OptionalNotNull()
  @IsMongoId(because('ID_INVALID'))
  addressId?: string;
}
