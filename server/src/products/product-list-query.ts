import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsMongoId, IsOptional } from 'class-validator';
import { PageQuery } from '../common/pagination';
import { because } from '../common/shop-error';
import { ProductSearchQuery } from './dto/product.dto';

/**
 * `GET /api/product/getAllProducts?keywords=&category=&brand=&model=&page=&limit=`: the search's
 * criteria (keywords find names, in English or Arabic) and a category narrow the list; without
 * them every product, as the spec documents.
 */
export class ProductListQuery extends IntersectionType(ProductSearchQuery, PageQuery) {
  @ApiPropertyOptional({ description: 'The id of a category' })
  @IsOptional()
  @IsMongoId(because('CATEGORY_INVALID', 'notAnId'))
  category?: string;
}
