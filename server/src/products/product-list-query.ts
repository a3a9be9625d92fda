import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import type { ProductListQuery } from '@shop/shared';
import { IsBoolean, IsMongoId, IsNumber, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { OptionalText } from '../common/field-rules';
import { ToBoolean, ToNumber } from '../common/form-values';
import { PageQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { because } from '../common/shop-error';
import { ProductSearchQueryDto } from './dto/product.dto';

/** A price bound of the list, in SAR. */
const PriceBound = (field: 'minPrice' | 'maxPrice') => {
  const rule = because('PRICE_FILTER_INVALID', { field });
  return applyDecorators(
    ToNumber(),
    IsOptional(),
    IsNumber({}, rule),
    Min(0, rule),
    Max(1_000_000, rule),
  );
};

/** maxPrice not below minPrice. */
const NotBelowMinPrice = () =>
  ValidateBy(
    {
      name: 'notBelowMinPrice',
      validator: {
        validate: (value, args) => {
          const min = (args?.object as { minPrice?: unknown } | undefined)?.minPrice;
          return typeof value !== 'number' || typeof min !== 'number' || min <= value;
        },
      },
    },
    because('PRICE_RANGE_INVALID'),
  );

/**
 * `GET /api/product/getAllProducts`: the search's criteria (a car, keywords, a part number) and
 * a category narrow the list, and the filters beside it (maker, price range, in stock); without
 * them every product, as the spec documents. `facets=true` adds the facets of the whole result.
 */
@ShapeOf<ProductListQuery>()
export class ProductListQueryDto extends IntersectionType(ProductSearchQueryDto, PageQueryDto) {
  @ApiPropertyOptional({ description: 'The id of a category' })
  @IsOptional()
  @IsMongoId(because('CATEGORY_INVALID', 'notAnId'))
  category?: string;

  @ApiPropertyOptional({ example: 'Denso', description: 'Who makes the part, any case' })
  @OptionalText('manufacturer', 100)
  manufacturer?: string;

  @ApiPropertyOptional({ example: 50, description: 'SAR, included' })
  @PriceBound('minPrice')
  minPrice?: number;

  @ApiPropertyOptional({ example: 400, description: 'SAR, included; not below minPrice' })
  @PriceBound('maxPrice')
  @NotBelowMinPrice()
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'Only what can be bought now (stock not tracked, or left)' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'inStock' }))
  inStock?: boolean;

  @ApiPropertyOptional({
    description: 'Answer `facets`: makers with counts, how many in stock, the price range',
  })
  @ToBoolean()
  @IsOptional()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'facets' }))
  facets?: boolean;
}
