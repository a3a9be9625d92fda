import { Body, Controller, Delete, Get, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@shop/shared';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { listing, pageWindow, PageQueryDto } from '../common/list-queries';
import { TakesImages, type RequestWithImages } from '../storage/image-upload';
import { AddProductDto, UpdateProductDto } from './dto/product.dto';
import { ProductAnswer, ProductsAnswer } from './dto/product-view.dto';
import { ProductListQueryDto } from './product-list-query';
import { ProductsService } from './products.service';

const PRODUCTS_RETRIEVED = 'Products retrieved successfully.';

@ApiTags('products')
@Controller('product')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('getAllProducts')
  @ApiOperation({
    summary: 'Every product, newest first; for a car, the parts that fit it, then universal ones',
    description:
      "Narrowed by any of the search's criteria (?brand=&model=&year=&engine=, ?keywords=, " +
      '?partNumber=, ?carEngine=), ?category= and the filters ?manufacturer=, ?minPrice=, ' +
      '?maxPrice=, ?inStock=true; with ?page=&limit= one page and the total; with ' +
      '?facets=true the makers, stock and price range of the whole result.',
  })
  @ApiOkResponse({ type: ProductsAnswer })
  @ApiErrors(400)
  async getAll(@Query() query: ProductListQueryDto): Promise<ProductsAnswer> {
    const { products, total, facets } = await this.products.list(query, pageWindow(query));
    return { message: PRODUCTS_RETRIEVED, products, total, ...(facets && { facets }) };
  }

  @Get('getCarById/:id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: ProductAnswer })
  @ApiErrors(400, 404)
  async getOne(@IdParam() id: string): Promise<ProductAnswer> {
    return { message: 'Product retrieved successfully.', product: await this.products.findOne(id) };
  }

  @Get('prouctsByCategory/:categoryId')
  @ApiOperation({ summary: "A category's products (the path's spelling is part of the API)" })
  @ApiOkResponse({
    type: ProductsAnswer,
    description: `'${API_MESSAGES.noProductsInCategory}' when empty`,
  })
  @ApiErrors(400)
  async byCategory(
    @IdParam('categoryId') categoryId: string,
    @Query() page: PageQueryDto,
  ): Promise<ProductsAnswer> {
    const filter = { category: categoryId };
    const { items: products, total } = await listing(
      page,
      (window) => this.products.find(filter, window),
      () => this.products.count(filter),
    );
    const empty = (total ?? products.length) === 0;
    return {
      message: empty ? API_MESSAGES.noProductsInCategory : PRODUCTS_RETRIEVED,
      products,
      total,
    };
  }

  @Post('addProduct')
  @AdminOnly()
  @TakesImages('productImage')
  @ApiOperation({
    summary: 'Add a product with 1 to 4 images (jpg, jpeg, png, gif, bmp, webp; 5 MB each)',
    description:
      'Beside the documented fields: manufacturer, partNumber, oemNumbers, universal and ' +
      "fitments (each fitment's make and model must be the vehicle catalog's). Multipart or JSON.",
  })
  @ApiCreatedResponse({ type: ProductAnswer, description: API_MESSAGES.productAdded })
  @ApiErrors(400, 413, 415)
  async add(
    @Body() body: AddProductDto,
    @Req() request: RequestWithImages,
  ): Promise<ProductAnswer> {
    const product = await this.products.add(body, request.images ?? []);
    return { message: API_MESSAGES.productAdded, product };
  }

  @Put('updateProduct/:id')
  @AdminOnly()
  @TakesImages('productImage')
  @ApiOperation({
    summary: "Change a product's fields (any of addProduct's); images sent replace the old ones",
  })
  @ApiOkResponse({ type: ProductAnswer })
  @ApiErrors(400, 404, 413, 415)
  async update(
    @IdParam() id: string,
    @Body() body: UpdateProductDto,
    @Req() request: RequestWithImages,
  ): Promise<ProductAnswer> {
    const product = await this.products.update(id, body, request.images ?? []);
    return { message: 'Product updated successfully.', product };
  }

  @Delete('deleteProduct/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a product and its images; it leaves packages and carts' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.productDeleted })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    await this.products.delete(id);
    return { message: API_MESSAGES.productDeleted };
  }
}
