import { applyDecorators } from '@nestjs/common';
import { CatalogItemArabicUpdate, CatalogItemDto } from '../../common/catalog-item.dto';
import {
  ApiProperty,
  ApiPropertyOptional,
  IntersectionType,
  OmitType,
  PartialType,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsMongoId,
  IsOptional,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { ToNumber, ToNumberOrNull } from '../../common/form-values';
import { IsTwoDecimalNumber } from '../../common/field-rules';
import { because } from '../../common/shop-error';
import { FitmentDto, FitmentList } from '../../vehicles/dto/fitment.dto';

const LABOUR_RULE = because('LABOUR_PRICE_INVALID');

/** What the work costs, in SAR: 0 to 1,000,000 with at most 2 decimals. */
const LabourPrice = () =>
  applyDecorators(
    IsTwoDecimalNumber(LABOUR_RULE),
    Min(0, LABOUR_RULE),
    Max(1_000_000, LABOUR_RULE),
  );

/** The most products one package holds. */
const MAX_PACKAGE_PRODUCTS = 50;

/** productIds may come repeated, or as one comma-separated value; blanks are dropped. */
const ToIdList = () =>
  Transform(({ value }) => {
    if (value === undefined) return undefined;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.every((item) => typeof item === 'string')) return value;
    return (values as string[])
      .flatMap((item) => item.split(','))
      .map((id) => id.trim())
      .filter(Boolean);
  });

/** The multipart form of createPackage; images come in the repeated field `logo`. */
export class PackageDto extends CatalogItemDto {
  @ApiProperty({ example: 40000, description: 'Kilometres at which the service is due' })
  @ToNumber()
  @IsInt(because('NUMBER_INVALID', 'kilometres', { field: 'Mileage' }))
  @Min(0, because('NUMBER_INVALID', 'kilometres', { field: 'Mileage' }))
  @Max(2_000_000, because('VALUE_TOO_LARGE', 'kilometres', { field: 'Mileage', max: '2,000,000' }))
  mileage: number;

  @ApiProperty({
    type: [String],
    description: 'Ids of existing products, repeated or comma-separated',
  })
  @ToIdList()
  @IsArray(because('PACKAGE_PRODUCTS_REQUIRED'))
  @ArrayMinSize(1, because('PACKAGE_PRODUCTS_REQUIRED'))
  @ArrayMaxSize(
    MAX_PACKAGE_PRODUCTS,
    because('PACKAGE_TOO_MANY_PRODUCTS', { max: MAX_PACKAGE_PRODUCTS }),
  )
  @IsMongoId({ each: true, ...because('PRODUCT_IDS_INVALID') })
  productIds: string[];

  @ApiPropertyOptional({
    example: 150,
    description: 'What the work costs, in SAR (the price holds parts and labour)',
  })
  @ToNumber()
  @IsOptional()
  @LabourPrice()
  labourPrice?: number;

  @ApiPropertyOptional({
    type: [FitmentDto],
    description:
      'The cars it is for, as products take them; without them, the cars all its ' +
      'car-specific parts fit (an empty list goes back to those)',
  })
  @FitmentList()
  fitments?: FitmentDto[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Up to 4 images',
  })
  logo?: unknown;
}

/** updatePackage: any of the fields; new images replace the old ones. */
// skipNullProperties: false: a field left out is unchanged, but null is checked like any value
// (and refused with the field's code) rather than stored.
export class UpdatePackageDto extends IntersectionType(
  PartialType(OmitType(PackageDto, ['labourPrice', 'nameAr', 'descriptionAr'] as const), {
    skipNullProperties: false,
  }),
  CatalogItemArabicUpdate,
) {
  @ApiPropertyOptional({
    example: 150,
    nullable: true,
    description:
      'What the work costs, in SAR; null or empty no longer names it; left out, unchanged',
  })
  @ToNumberOrNull()
  @ValidateIf((_package, value) => value !== null)
  @IsOptional()
  @LabourPrice()
  labourPrice?: number | null;
}
