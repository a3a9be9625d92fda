import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class UrlView {
  @ApiProperty() url: string;
}

class PackageProductView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() price: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', properties: { secure_url: { type: 'string' } } },
  })
  image: { secure_url: string }[];
  @ApiPropertyOptional({ description: 'Units in stock; absent when not tracked' })
  stock?: number;
}

export class PackageView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'SAR' }) price: number;
  @ApiProperty({ description: 'km' }) mileage: number;
  @ApiProperty({ type: [UrlView] }) images: UrlView[];
  @ApiProperty({ type: UrlView, nullable: true, description: 'The first image' })
  logo: UrlView | null;
  @ApiProperty({ type: [PackageProductView] }) products: PackageProductView[];
}

export class PackageAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: PackageView }) package: PackageView;
}

export class PackageeAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: PackageView, description: 'The spelling is part of the API' })
  packagee: PackageView;
}

export class PackagesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [PackageView] }) packages: PackageView[];
  @ApiProperty({ required: false, description: 'Only with ?page= or ?limit=' }) total?: number;
}
