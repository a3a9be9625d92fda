import { OptionalText, RequiredText } from '../../common/field-rules';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { VALIDATION } from '@shop/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsMongoId,
  IsNumber,
  Max,
  Min,
} from 'class-validator';
import { ToNumber } from '../../common/form-values';

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
export class PackageDto {
  @ApiProperty({ example: '40,000 km service' })
  @RequiredText('Name is required', {
    maxLength: 200,
    tooLongMessage: 'Name must be at most 200 characters',
  })
  name: string;

  @ApiProperty({ example: 'Oil, filters, brake check and spark plugs' })
  @RequiredText('Description is required', {
    maxLength: 5000,
    tooLongMessage: 'Description must be at most 5000 characters',
  })
  description: string;

  @ApiPropertyOptional({ example: 'أنظمة الفرامل', description: 'The name in Arabic' })
  @OptionalText('Arabic name', 200)
  nameAr?: string;

  @ApiPropertyOptional({ description: 'The description in Arabic' })
  @OptionalText('Arabic description', 5000)
  descriptionAr?: string;

  @ApiProperty({ example: 899, description: 'SAR, VAT included' })
  @ToNumber()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Price must be a number with at most 2 decimals' })
  @Min(0.01, { message: 'Price must be greater than 0' })
  @Max(1_000_000, { message: 'Price must be at most 1,000,000' })
  price: number;

  @ApiProperty({ example: 40000, description: 'Kilometres at which the service is due' })
  @ToNumber()
  @IsInt({ message: 'Mileage must be a whole number of kilometres' })
  @Min(0, { message: 'Mileage must be a whole number of kilometres' })
  @Max(2_000_000, { message: 'Mileage must be at most 2,000,000 km' })
  mileage: number;

  @ApiProperty({
    type: [String],
    description: 'Ids of existing products, repeated or comma-separated',
  })
  @ToIdList()
  @IsArray({ message: VALIDATION.packageProductIds })
  @ArrayMinSize(1, { message: VALIDATION.packageProductIds })
  @ArrayMaxSize(50, { message: 'A package holds at most 50 products' })
  @IsMongoId({ each: true, message: 'Each product id must be the id of a product' })
  productIds: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Up to 4 images',
  })
  logo?: unknown;
}

/** updatePackage: any of the fields; new images replace the old ones. */
export class UpdatePackageDto extends PartialType(PackageDto) {}
