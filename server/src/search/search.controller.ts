import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  IntersectionType,
} from '@nestjs/swagger';
import type { SearchAnswer as SearchAnswerShape, SearchPageQuery } from '@shop/shared';
import { ApiErrors } from '../common/api-docs';
import { pageWindow, PageQueryDto } from '../common/list-queries';
import { PackageView } from '../packages/dto/package-view.dto';
import { PackagesService } from '../packages/packages.service';
import { ProductSearchQueryDto } from '../products/dto/product.dto';
import { ProductView } from '../products/dto/product-view.dto';
import { ProductsService } from '../products/products.service';
import { ShapeOf } from '../common/shape-of';

@ShapeOf<SearchAnswerShape>()
class SearchAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [ProductView] }) products: ProductView[];
  @ApiProperty({ type: [PackageView], description: 'Packages holding any of the products found' })
  packages: PackageView[];
  @ApiPropertyOptional({ description: 'How many products match, with ?page= or ?limit=' })
  total?: number;
}

/** The search's criteria, and optionally one page of its products. */
@ShapeOf<SearchPageQuery>()
class SearchPageQueryDto extends IntersectionType(ProductSearchQueryDto, PageQueryDto) {}

/** The shop's search by car data or VIN, over products and the packages made of them. */
@ApiTags('products')
@Controller('product')
export class SearchController {
  constructor(
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Search by car data, VIN, part number or keywords; only the criteria given count',
    description:
      'A car (brand, model, year, engine; a VIN, with the maker and model year it names and ' +
      'model= for the model) finds the parts that fit it by their fitments (year ranges, ' +
      'carDetails among them), then the universal ones; warranty never hides a part that fits, ' +
      "and true puts its genuine parts first. partNumber finds the maker's and OEM numbers " +
      'however typed; keywords find words of the name, description, maker or car, or a part ' +
      'number. With ?page=&limit= it answers one page of the products, their total, and the ' +
      'packages holding the products of that page (for a car, those that fit it).',
  })
  @ApiOkResponse({ type: SearchAnswer })
  @ApiErrors(400)
  async search(@Query() query: SearchPageQueryDto): Promise<SearchAnswer> {
    const { products, total, car } = await this.products.list(query, pageWindow(query));
    const packages = await this.packages.containingAny(
      products.map((product) => product._id),
      car,
    );
    return {
      message: 'Products retrieved successfully.',
      products,
      packages,
      ...(total !== undefined && { total }),
    };
  }
}
