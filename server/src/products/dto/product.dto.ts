import { applyDecorators } from '@nestjs/common';
import { CatalogItemArabicUpdate, CatalogItemDto } from '../../common/catalog-item.dto';
import { OptionalText, OptionalVin } from '../../common/field-rules';
import {
  ApiProperty,
  ApiPropertyOptional,
  IntersectionType,
  OmitType,
  PartialType,
} from '@nestjs/swagger';
import {
  MAX_FITMENTS,
  MAX_OEM_NUMBERS,
  PART_NUMBER_MAX_LENGTH,
  PRODUCT_YEAR_MAX,
  PRODUCT_YEAR_MIN,
  type CarDetails,
  type ProductSearchQuery,
} from '@shop/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsMongoId,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { readList, ToBoolean, ToNumber, ToNumberOrNull, Trimmed } from '../../common/form-values';
import { FitmentDto, FitmentList } from '../../vehicles/dto/fitment.dto';
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

/**
 * `oemNumbers`: a list of numbers however the form sent it, or one text of numbers separated by
 * commas or lines; each trimmed, blanks dropped.
 */
const ToPartNumbers = () =>
  Transform(({ value }) => {
    const list = readList(value);
    const items: unknown[] =
      typeof list === 'string' ? list.split(/[,\n]/) : Array.isArray(list) ? list : [list];
    if (list === undefined || !items.every((item) => typeof item === 'string')) return list;
    return (items as string[]).map((item) => item.trim()).filter(Boolean);
  });

/** Holds a letter or digit: what a part number is compared by. */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The maker's part number: text of at most 40 characters, holding a letter or digit. */
const PartNumber = () =>
  applyDecorators(
    IsString(because('TEXT_INVALID', { field: 'partNumber' })),
    MaxLength(
      PART_NUMBER_MAX_LENGTH,
      because('TEXT_TOO_LONG', { field: 'partNumber', max: PART_NUMBER_MAX_LENGTH }),
    ),
    Matches(HAS_LETTER_OR_DIGIT, because('PART_NUMBER_INVALID', { field: 'partNumber' })),
  );

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

  @ApiPropertyOptional({ example: 'Toyota Genuine', description: 'Who makes the part' })
  @OptionalText('manufacturer', 100)
  manufacturer?: string;

  @ApiPropertyOptional({ example: '04465-33471', description: "The maker's part number" })
  @Trimmed()
  @IsOptional()
  @PartNumber()
  partNumber?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['04465-06090', '04465-YZZR3'],
    description:
      "The car makers' numbers it replaces: a JSON array, repeated fields, or one text " +
      'separated by commas',
  })
  @ToPartNumbers()
  @IsOptional()
  @IsArray(because('TEXT_INVALID', { field: 'oemNumbers' }))
  @ArrayMaxSize(MAX_OEM_NUMBERS, because('OEM_NUMBERS_TOO_MANY', { max: MAX_OEM_NUMBERS }))
  @IsString({ each: true, ...because('TEXT_INVALID', { field: 'oemNumbers' }) })
  @MaxLength(PART_NUMBER_MAX_LENGTH, {
    each: true,
    ...because('TEXT_TOO_LONG', { field: 'oemNumbers', max: PART_NUMBER_MAX_LENGTH }),
  })
  @Matches(HAS_LETTER_OR_DIGIT, {
    each: true,
    ...because('PART_NUMBER_INVALID', { field: 'oemNumbers' }),
  })
  oemNumbers?: string[];

  @ApiPropertyOptional({ example: false, description: 'It fits every car (wiper fluid, oil)' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'universal' }))
  universal?: boolean;

  @ApiPropertyOptional({
    type: [FitmentDto],
    description:
      `The cars it fits, at most ${MAX_FITMENTS}: a JSON array; in a multipart form, one text ` +
      'field `fitments` holding that JSON, or bracket fields (fitments[0][make], ' +
      'fitments[0][model], fitments[0][yearFrom]…) for a few',
  })
  @FitmentList()
  fitments?: FitmentDto[];

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

/** An optional text, trimmed, that null or an emptied form field clears (read as null). */
const ClearedByBlank = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? null : value.trim();
  });

/**
 * The multipart form of updateProduct: any of addProduct's fields; images replace the old;
 * fitments and OEM numbers sent replace the old lists (an empty list clears them).
 */
export class UpdateProductDto extends IntersectionType(
  PartialType(
    OmitType(AddProductDto, [
      'stock',
      'manufacturer',
      'partNumber',
      'nameAr',
      'descriptionAr',
    ] as const),
    // A field left out is unchanged; null is checked like any value (refused with the field's
    // code) rather than passed on to be stored.
    { skipNullProperties: false },
  ),
  CatalogItemArabicUpdate,
) {
  @ApiPropertyOptional({
    example: 'Denso',
    nullable: true,
    description: 'Who makes the part; null or empty clears it; left out, unchanged',
  })
  @ClearedByBlank()
  @ValidateIf((_product, value) => value !== null)
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'manufacturer' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'manufacturer', max: 100 }))
  manufacturer?: string | null;

  @ApiPropertyOptional({
    example: '04465-33471',
    nullable: true,
    description: "The maker's part number; null or empty clears it; left out, unchanged",
  })
  @ClearedByBlank()
  @ValidateIf((_product, value) => value !== null)
  @IsOptional()
  @PartNumber()
  partNumber?: string | null;

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
  @ApiPropertyOptional({
    description: "The car's make, in Arabic or English (a part fits by its fitments)",
  })
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

  @ApiPropertyOptional({ description: "An engine code of the model ('2.5L-I4')" })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'engine' }))
  @MaxLength(40, because('TEXT_TOO_LONG', { field: 'engine', max: 40 }))
  engine?: string;

  @ApiPropertyOptional({
    description: 'Words in the name, description, maker or car, or a part number',
  })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'keywords' }))
  @MaxLength(100, because('TEXT_TOO_LONG', { field: 'keywords', max: 100 }))
  keywords?: string;

  @ApiPropertyOptional({
    description:
      "The maker's or an OEM number, however typed: dashes, spaces, dots, case and Arabic-Indic " +
      'digits do not count',
  })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'partNumber' }))
  @MaxLength(
    PART_NUMBER_MAX_LENGTH * 2,
    because('TEXT_TOO_LONG', { field: 'partNumber', max: PART_NUMBER_MAX_LENGTH * 2 }),
  )
  partNumber?: string;

  @ApiPropertyOptional({ description: 'A VIN' })
  @OptionalVin()
  carEngine?: string;

  @ApiPropertyOptional({
    description: 'Never hides a part that fits the car; true puts its genuine parts first',
  })
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'warranty' }))
  warranty?: boolean;
}
