import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CatalogItem } from '@shop/shared';
import { IsNumber, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from './field-rules';
import { ToNumber } from './form-values';

/** What products and packages are both sold with: names and descriptions in two languages, price. */
export class CatalogItemDto {
  @ApiProperty({ example: 'Brake pads front set' })
  @RequiredText('Name is required', {
    maxLength: 200,
    tooLongMessage: 'Name must be at most 200 characters',
  })
  name: string;

  @ApiProperty({ example: 'Ceramic pads for quiet, dust-free braking' })
  @RequiredText('Description is required', {
    maxLength: 5000,
    tooLongMessage: 'Description must be at most 5000 characters',
  })
  description: string;

  @ApiPropertyOptional({ example: 'فحمات فرامل أمامية', description: 'The name in Arabic' })
  @OptionalText('Arabic name', 200)
  nameAr?: string;

  @ApiPropertyOptional({ description: 'The description in Arabic' })
  @OptionalText('Arabic description', 5000)
  descriptionAr?: string;

  @ApiProperty({ example: 249.5, description: 'SAR, VAT included; more than 0' })
  @ToNumber()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Price must be a number with at most 2 decimals' })
  @Min(0.01, { message: 'Price must be greater than 0' })
  @Max(1_000_000, { message: 'Price must be at most 1,000,000' })
  price: number;
}

/** What a product and a package are both answered with: their id, names, descriptions and price. */
export class CatalogItemView implements CatalogItem {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiPropertyOptional({ description: 'The name in Arabic, when it has one' }) nameAr?: string;
  @ApiPropertyOptional({ description: 'The description in Arabic' }) descriptionAr?: string;
  @ApiProperty({ description: 'SAR' }) price: number;
}
