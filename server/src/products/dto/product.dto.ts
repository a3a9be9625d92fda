import { CatalogItemDto } from '../../common/catalog-item.dto';
import { OptionalVin } from '../../common/field-rules';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  PRODUCT_YEAR_MAX,
  PRODUCT_YEAR_MIN,
  type CarDetails,
  type ProductSearchQuery,
} from '@shop/shared';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsMongoId,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ToBoolean, ToNumber, ToNumberOrNull, Trimmed } from '../../common/form-values';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

const STOCK_RULE = because('NUMBER_INVALID', 'stock', { field: 'Stock' });
const YEAR_RULE = because('YEAR_INVALID', 'product');

@ShapeOf<Partial<CarDetails>>()
export class CarDetailsDto {
  @ApiPropertyOptional({ example: 'Camry' })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'Model' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'Model', max: 100 }))
  model?: string;

  @ApiPropertyOptional({ example: 2020, minimum: PRODUCT_YEAR_MIN, maximum: PRODUCT_YEAR_MAX })
  @ToNumber()
  @IsOptional()
  @IsInt(YEAR_RULE)
  @Min(PRODUCT_YEAR_MIN, YEAR_RULE)
  @Max(PRODUCT_YEAR_MAX, YEAR_RULE)
  year?: number;

  @ApiPropertyOptional({ example: 'Toyota', description: 'The car brand' })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'Agency' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'Agency', max: 100 }))
  agency?: string;

  @ApiPropertyOptional({ example: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'Warranty' }))
  warranty?: boolean;
}

/** The multipart form of addProduct; images come in the repeated field `productImage`. */
export class AddProductDto extends CatalogItemDto {
  @ApiProperty({ description: 'The id of an existing category' })
  @IsString(because('CATEGORY_INVALID', 'required'))
  @IsMongoId(because('CATEGORY_INVALID', 'notAnId'))
  category: string;

  @ApiPropertyOptional({ example: false })
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'isForSpecificCar' }))
  isForSpecificCar?: boolean;

  @ApiPropertyOptional({
    example: '1HGCM82633A004352',
    description: 'The VIN of the one car it fits',
  })
  @OptionalVin()
  carEngine?: string;

  @ApiPropertyOptional({
    type: CarDetailsDto,
    description: 'Sent as carDetails[model], carDetails[year]...',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CarDetailsDto)
  carDetails?: CarDetailsDto;

  @ApiPropertyOptional({
    example: 12,
    minimum: 0,
    description: 'Units in stock; leave it out to not track stock',
  })
  @ToNumber()
  @IsOptional()
  @IsInt(STOCK_RULE)
  @Min(0, STOCK_RULE)
  @Max(1_000_000, STOCK_RULE)
  stock?: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: '1 to 4 images',
  })
  productImage?: unknown;
}

/** The multipart form of updateProduct: any of addProduct's fields; images replace the old. */
export class UpdateProductDto extends PartialType(OmitType(AddProductDto, ['stock'] as const)) {
  @ApiPropertyOptional({
    example: 12,
    minimum: 0,
    nullable: true,
    description:
      'Units in stock; null (or, in a multipart form, empty) to stop tracking stock, as when ' +
      'addProduct leaves it out; left out, unchanged',
  })
  @ToNumberOrNull()
  @ValidateIf((_product, stock) => stock !== null)
  @IsOptional()
  @IsInt(STOCK_RULE)
  @Min(0, STOCK_RULE)
  @Max(1_000_000, STOCK_RULE)
  stock?: number | null;
}

/** Search by car data or VIN: only the criteria given count. */
@ShapeOf<ProductSearchQuery>()
export class ProductSearchQueryDto {
  @ApiPropertyOptional({ description: 'Car brand, matched against carDetails.agency' })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'brand' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'brand', max: 100 }))
  brand?: string;

  @ApiPropertyOptional()
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'model' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'model', max: 100 }))
  model?: string;

  @ApiPropertyOptional()
  @ToNumber()
  @IsOptional()
  @IsInt(because('YEAR_INVALID', 'search'))
  @Min(1900, because('YEAR_INVALID', 'search'))
  @Max(2100, because('YEAR_INVALID', 'search'))
  year?: number;

  @ApiPropertyOptional({ description: 'Words in the name or description' })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'keywords' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'keywords', max: 100 }))
  keywords?: string;

  @ApiPropertyOptional({ description: 'A VIN' })
  @OptionalVin()
  carEngine?: string;

  @ApiPropertyOptional()
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'warranty' }))
  warranty?: boolean;
}
