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

class CategoryRef implements Pick<Category, '_id' | 'name' | 'nameAr'> {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional() nameAr?: string;
}

export class ImageView implements ProductImage {
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

class CarDetailsView implements Partial<CarDetails> {
  @ApiPropertyOptional() model?: string;
  @ApiPropertyOptional() year?: number;
  @ApiPropertyOptional() agency?: string;
  @ApiPropertyOptional() warranty?: boolean;
}

export class ProductView extends CatalogItemView implements Product {
  @ApiProperty({ type: CategoryRef, nullable: true }) category: CategoryRef | null;
  @ApiProperty({ type: [ImageView] }) image: ImageView[];
  @ApiPropertyOptional({ description: 'VIN' }) carEngine?: string;
  @ApiPropertyOptional({ type: CarDetailsView }) carDetails?: CarDetailsView;
  @ApiProperty() isForSpecificCar: boolean;
  @ApiPropertyOptional({ description: 'Units in stock; absent when not tracked' })
  stock?: number;
}

export class ProductAnswer implements ProductAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: ProductView }) product: ProductView;
}

export class ProductsAnswer implements ProductsAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: [ProductView] }) products: ProductView[];
  @ApiPropertyOptional({ description: 'Only with ?page= or ?limit=' }) total?: number;
}
