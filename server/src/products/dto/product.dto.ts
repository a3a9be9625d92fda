import { CatalogItemDto } from '../../common/catalog-item.dto';
import { OptionalVin } from '../../common/field-rules';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { PRODUCT_YEAR_MAX, PRODUCT_YEAR_MIN, type CarDetails } from '@shop/shared';
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

const STOCK_MESSAGE = 'Stock must be a whole number from 0 to 1,000,000';
const YEAR_MESSAGE = `Year must be a whole number from ${PRODUCT_YEAR_MIN} to ${PRODUCT_YEAR_MAX}`;

export class CarDetailsDto implements Partial<CarDetails> {
  @ApiPropertyOptional({ example: 'Camry' })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'Model must be text' })
  @MaxLength(100, { message: 'Model must be at most 100 characters' })
  model?: string;

  @ApiPropertyOptional({ example: 2020, minimum: PRODUCT_YEAR_MIN, maximum: PRODUCT_YEAR_MAX })
  @ToNumber()
  @IsOptional()
  @IsInt({ message: YEAR_MESSAGE })
  @Min(PRODUCT_YEAR_MIN, { message: YEAR_MESSAGE })
  @Max(PRODUCT_YEAR_MAX, { message: YEAR_MESSAGE })
  year?: number;

  @ApiPropertyOptional({ example: 'Toyota', description: 'The car brand' })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'Agency must be text' })
  @MaxLength(100, { message: 'Agency must be at most 100 characters' })
  agency?: string;

  @ApiPropertyOptional({ example: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'Warranty must be true or false' })
  warranty?: boolean;
}

/** The multipart form of addProduct; images come in the repeated field `productImage`. */
export class AddProductDto extends CatalogItemDto {
  @ApiProperty({ description: 'The id of an existing category' })
  @IsString({ message: 'Category is required' })
  @IsMongoId({ message: 'Category must be the id of a category' })
  category: string;

  @ApiPropertyOptional({ example: false })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'isForSpecificCar must be true or false' })
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
  @IsInt({ message: STOCK_MESSAGE })
  @Min(0, { message: STOCK_MESSAGE })
  @Max(1_000_000, { message: STOCK_MESSAGE })
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
  @IsInt({ message: STOCK_MESSAGE })
  @Min(0, { message: STOCK_MESSAGE })
  @Max(1_000_000, { message: STOCK_MESSAGE })
  stock?: number | null;
}

/** Search by car data or VIN: only the criteria given count. */
export class ProductSearchQuery {
  @ApiPropertyOptional({ description: 'Car brand, matched against carDetails.agency' })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'brand must be text' })
  @MaxLength(100, { message: 'brand must be at most 100 characters' })
  brand?: string;

  @ApiPropertyOptional()
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'model must be text' })
  @MaxLength(100, { message: 'model must be at most 100 characters' })
  model?: string;

  @ApiPropertyOptional()
  @ToNumber()
  @IsOptional()
  @IsInt({ message: 'year must be a whole number' })
  @Min(1900, { message: 'year must be a whole number' })
  @Max(2100, { message: 'year must be a whole number' })
  year?: number;

  @ApiPropertyOptional({ description: 'Words in the name or description' })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'keywords must be text' })
  @MaxLength(100, { message: 'keywords must be at most 100 characters' })
  keywords?: string;

  @ApiPropertyOptional({ description: 'A VIN' })
  @OptionalVin()
  carEngine?: string;

  @ApiPropertyOptional()
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'warranty must be true or false' })
  warranty?: boolean;
}
