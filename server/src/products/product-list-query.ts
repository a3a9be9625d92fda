import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsMongoId, IsOptional } from 'class-validator';
import type { ProductListQuery } from '@shop/shared';
import { PageQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { because } from '../common/shop-error';
import { ProductSearchQueryDto } from './dto/product.dto';

/**
 * `GET /api/product/getAllProducts?keywords=&category=&brand=&model=&page=&limit=`: the search's
 * criteria (keywords find names, in English or Arabic) and a category narrow the list; without
 * them every product, as the spec documents.
 */
@ShapeOf<ProductListQuery>()
export class ProductListQueryDto extends IntersectionType(ProductSearchQueryDto, PageQueryDto) {
  @ApiPropertyOptional({ description: 'The id of a category' })
  @IsOptional()
  @IsMongoId(because('CATEGORY_INVALID', 'notAnId'))
  category?: string;
}
