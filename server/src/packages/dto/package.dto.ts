import { CatalogItemDto } from '../../common/catalog-item.dto';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsMongoId, Max, Min } from 'class-validator';
import { ToNumber } from '../../common/form-values';
import { because } from '../../common/shop-error';

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
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Up to 4 images',
  })
  logo?: unknown;
}

/** updatePackage: any of the fields; new images replace the old ones. */
export class UpdatePackageDto extends PartialType(PackageDto) {}
