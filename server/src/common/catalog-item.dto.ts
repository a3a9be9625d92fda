import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CatalogItem } from '@shop/shared';
import { Max, Min } from 'class-validator';
import { ClearableText, IsTwoDecimalNumber, OptionalText, RequiredText } from './field-rules';
import { ToNumber } from './form-values';
import { because } from './shop-error';
import { ShapeOf } from './shape-of';

const ARABIC_NAME_MAX = 200;
const ARABIC_DESCRIPTION_MAX = 5000;

/** What products and packages are both sold with: names and descriptions in two languages, price. */
export class CatalogItemDto {
  @ApiProperty({ example: 'Brake pads front set' })
  @RequiredText('Name', { required: because('NAME_REQUIRED'), maxLength: 200 })
  name: string;

  @ApiProperty({ example: 'Ceramic pads for quiet, dust-free braking' })
  @RequiredText('Description', { maxLength: 5000 })
  description: string;

  @ApiPropertyOptional({ example: 'فحمات فرامل أمامية', description: 'The name in Arabic' })
  @OptionalText('Arabic name', ARABIC_NAME_MAX)
  nameAr?: string;

  @ApiPropertyOptional({ description: 'The description in Arabic' })
  @OptionalText('Arabic description', ARABIC_DESCRIPTION_MAX)
  descriptionAr?: string;

  @ApiProperty({ example: 249.5, description: 'SAR, VAT included; more than 0' })
  @ToNumber()
  @IsTwoDecimalNumber(because('PRICE_INVALID', 'decimals'))
  @Min(0.01, because('PRICE_INVALID', 'min'))
  @Max(1_000_000, because('PRICE_INVALID', 'max'))
  price: number;
}

/**
 * The Arabic name and description as an update takes them (at most `nameMax` and
 * `descriptionMax` characters): sent empty, they are cleared.
 */
export function ArabicTextsUpdate(nameMax: number, descriptionMax: number) {
  class ArabicTexts {
    @ApiPropertyOptional({
      description: 'The name in Arabic; empty clears it; left out, unchanged',
    })
    @ClearableText('Arabic name', nameMax)
    nameAr?: string;

    @ApiPropertyOptional({
      description: 'The description in Arabic; empty clears it; left out, unchanged',
    })
    @ClearableText('Arabic description', descriptionMax)
    descriptionAr?: string;
  }
  return ArabicTexts;
}

/** A product's or a package's Arabic texts as their updates take them. */
export const CatalogItemArabicUpdate = ArabicTextsUpdate(ARABIC_NAME_MAX, ARABIC_DESCRIPTION_MAX);

/** What a product and a package are both answered with: their id, names, descriptions and price. */
@ShapeOf<CatalogItem>()
export class CatalogItemView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiPropertyOptional({ description: 'The name in Arabic, when it has one' }) nameAr?: string;
  @ApiPropertyOptional({ description: 'The description in Arabic' }) descriptionAr?: string;
  @ApiProperty({ description: 'SAR' }) price: number;
}
