import { CatalogItemView } from '../../common/catalog-item.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CarDetails,
  Category,
  FitCheckAnswer as FitCheckAnswerShape,
  Fitment,
  Product,
  ProductAnswer as ProductAnswerShape,
  ProductFacets,
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

@ShapeOf<Fitment>()
export class FitmentView {
  @ApiProperty({ example: 'Toyota', description: 'The make, as the vehicle catalog names it' })
  make: string;
  @ApiProperty({ example: 'Camry' }) model: string;
  @ApiProperty({ example: 2018 }) yearFrom: number;
  @ApiProperty({ example: 2023 }) yearTo: number;
  @ApiPropertyOptional({ example: '2.5L-I4', description: 'Absent: every engine of the model' })
  engine?: string;
  @ApiPropertyOptional() notes?: string;
  @ApiPropertyOptional({ example: 'تويوتا' }) makeAr?: string;
  @ApiPropertyOptional({ example: 'كامري' }) modelAr?: string;
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
  @ApiPropertyOptional({ example: 'Toyota Genuine', description: 'Who makes the part' })
  manufacturer?: string;
  @ApiPropertyOptional({ example: '04465-33471', description: "The maker's part number" })
  partNumber?: string;
  @ApiPropertyOptional({ type: [String], description: "The car makers' numbers it replaces" })
  oemNumbers?: string[];
  @ApiPropertyOptional({ description: 'It fits every car: answered only when true' })
  universal?: boolean;
  @ApiPropertyOptional({
    type: [FitmentView],
    description: 'The cars it fits beside carDetails/carEngine; only when it has some',
  })
  fitments?: FitmentView[];
}

class ManufacturerCount {
  @ApiProperty({ example: 'Denso' }) name: string;
  @ApiProperty({ example: 12 }) count: number;
}

class PriceRange {
  @ApiProperty() min: number;
  @ApiProperty() max: number;
}

@ShapeOf<ProductFacets>()
export class ProductFacetsView {
  @ApiProperty({ type: [ManufacturerCount], description: 'The makers found, the most first' })
  manufacturers: ManufacturerCount[];
  @ApiProperty({ description: 'How many of the products found can be bought now' })
  inStock: number;
  @ApiProperty({ type: PriceRange, nullable: true, description: 'SAR; null when none is found' })
  price: PriceRange | null;
}

@ShapeOf<FitCheckAnswerShape>()
export class FitCheckAnswer {
  @ApiProperty() fits: boolean;
  @ApiProperty({ description: 'It fits every car' }) universal: boolean;
  @ApiProperty({
    type: [FitmentView],
    description: "Its fitments (carDetails' among them) of the car's make and model",
  })
  fitments: FitmentView[];
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
  @ApiPropertyOptional({ type: ProductFacetsView, description: 'Only with ?facets=true' })
  facets?: ProductFacetsView;
}
