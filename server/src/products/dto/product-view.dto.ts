import { CatalogItemView } from '../../common/catalog-item.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CarDetails,
  Category,
  Product,
  ProductAnswer as ProductAnswerShape,
  ProductImage,
  ProductsAnswer as ProductsAnswerShape,
} from '@shop/shared';
import { ShapeOf } from '../../common/shape-of';

@ShapeOf<Pick<Category, '_id' | 'name' | 'nameAr'>>()
class CategoryRef {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional() nameAr?: string;
}

@ShapeOf<ProductImage>()
export class ImageView {
  @ApiProperty({ example: 'http://localhost:3000/uploads/products/abc.png' }) secure_url: string;
  @ApiPropertyOptional({
    description: 'A WebP about 400 px wide (for cards), when one could be made',
    example: 'http://localhost:3000/uploads/products/abc-thumb.webp',
  })
  thumb_url?: string;
  @ApiPropertyOptional({
    description: 'A WebP about 1000 px wide (for detail pages), when one could be made',
    example: 'http://localhost:3000/uploads/products/abc-detail.webp',
  })
  detail_url?: string;
}

@ShapeOf<Partial<CarDetails>>()
class CarDetailsView {
  @ApiPropertyOptional() model?: string;
  @ApiPropertyOptional() year?: number;
  @ApiPropertyOptional() agency?: string;
  @ApiPropertyOptional() warranty?: boolean;
}

@ShapeOf<Product>()
export class ProductView extends CatalogItemView {
  @ApiProperty({ type: CategoryRef, nullable: true }) category: CategoryRef | null;
  @ApiProperty({ type: [ImageView] }) image: ImageView[];
  @ApiPropertyOptional({ description: 'VIN' }) carEngine?: string;
  @ApiPropertyOptional({ type: CarDetailsView }) carDetails?: CarDetailsView;
  @ApiProperty() isForSpecificCar: boolean;
  @ApiPropertyOptional({ description: 'Units in stock; absent when not tracked' })
  stock?: number;
}

@ShapeOf<ProductAnswerShape>()
export class ProductAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: ProductView }) product: ProductView;
}

@ShapeOf<ProductsAnswerShape>()
export class ProductsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [ProductView] }) products: ProductView[];
  @ApiPropertyOptional({ description: 'Only with ?page= or ?limit=' }) total?: number;
}
