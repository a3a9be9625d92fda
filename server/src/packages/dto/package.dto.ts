import { CatalogItemDto } from '../../common/catalog-item.dto';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { VALIDATION } from '@shop/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsMongoId, Max, Min } from 'class-validator';
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
export class PackageDto extends CatalogItemDto {
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
