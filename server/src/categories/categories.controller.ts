import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@shop/shared';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { listing, PageQueryDto } from '../common/list-queries';
import { CategoriesService } from './categories.service';
import {
  CategoriesAnswer,
  CategoryAnswer,
  CategoryDto,
  UpdateCategoryDto,
} from './dto/category.dto';

@ApiTags('categories')
@Controller('category')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'Every category, by name' })
  @ApiOkResponse({ type: CategoriesAnswer })
  @ApiErrors(400)
  async list(@Query() page: PageQueryDto): Promise<CategoriesAnswer> {
    const { items: categories, total } = await listing(
      page,
      (window) => this.categories.list(window),
      () => this.categories.count(),
    );
    return { message: 'Categories retrieved successfully.', categories, total };
  }

  @Post('createCategory')
  @AdminOnly()
  @ApiOperation({ summary: 'Add a category' })
  @ApiCreatedResponse({ type: CategoryAnswer, description: API_MESSAGES.categoryCreated })
  @ApiErrors(400)
  async create(@Body() body: CategoryDto): Promise<CategoryAnswer> {
    return { message: API_MESSAGES.categoryCreated, category: await this.categories.create(body) };
  }

  @Put('updateCategory/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Rename or describe a category' })
  @ApiOkResponse({ type: CategoryAnswer, description: API_MESSAGES.categoryUpdated })
  @ApiErrors(400, 404)
  async update(@IdParam() id: string, @Body() body: UpdateCategoryDto): Promise<CategoryAnswer> {
    return {
      message: API_MESSAGES.categoryUpdated,
      category: await this.categories.update(id, body),
    };
  }

  @Delete('deleteCategory/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a category with its products and their images' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.categoryDeleted })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    await this.categories.delete(id);
    return { message: API_MESSAGES.categoryDeleted };
  }
}
