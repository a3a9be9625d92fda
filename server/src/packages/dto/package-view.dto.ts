import { CatalogItemView } from '../../common/catalog-item.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  Package,
  PackageAnswer as PackageAnswerShape,
  PackageeAnswer as PackageeAnswerShape,
  PackageImage,
  PackageProduct,
  PackagesAnswer as PackagesAnswerShape,
} from '@shop/shared';
import { FitmentView, ImageView } from '../../products/dto/product-view.dto';
import { ShapeOf } from '../../common/shape-of';

@ShapeOf<PackageImage>()
export class PackageImageView {
  @ApiProperty() url: string;
  @ApiPropertyOptional({ description: 'A WebP about 400 px wide, when one could be made' })
  thumb_url?: string;
  @ApiPropertyOptional({ description: 'A WebP about 1000 px wide, when one could be made' })
  detail_url?: string;
}

@ShapeOf<PackageProduct>()
class PackageProductView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional() nameAr?: string;
  @ApiProperty() price: number;
  @ApiProperty({ type: [ImageView] }) image: ImageView[];
  @ApiPropertyOptional({ description: 'Units in stock; absent when not tracked' })
  stock?: number;
}

@ShapeOf<Package>()
export class PackageView extends CatalogItemView {
  @ApiProperty({ description: 'km' }) mileage: number;
  @ApiProperty({ type: [PackageImageView] }) images: PackageImageView[];
  @ApiProperty({ type: PackageImageView, nullable: true, description: 'The first image' })
  logo: PackageImageView | null;
  @ApiProperty({ type: [PackageProductView] }) products: PackageProductView[];
  @ApiProperty({ example: 248, description: 'Its parts at catalog prices today, in SAR' })
  partsPrice: number;
  @ApiPropertyOptional({
    example: 150,
    description: 'What the work costs, in SAR, when the shop names it',
  })
  labourPrice?: number;
  @ApiPropertyOptional({
    type: [FitmentView],
    description:
      'The cars it is for: its own, or those all its car-specific parts fit; only when it has some',
  })
  fitments?: FitmentView[];
  @ApiPropertyOptional({ description: 'For every car (its parts name none): only when true' })
  universal?: boolean;
}

@ShapeOf<PackageAnswerShape>()
export class PackageAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: PackageView }) package: PackageView;
}

@ShapeOf<PackageeAnswerShape>()
export class PackageeAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: PackageView, description: 'The spelling is part of the API' })
  packagee: PackageView;
}

@ShapeOf<PackagesAnswerShape>()
export class PackagesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [PackageView] }) packages: PackageView[];
  @ApiProperty({ required: false, description: 'Only with ?page= or ?limit=' }) total?: number;
}
