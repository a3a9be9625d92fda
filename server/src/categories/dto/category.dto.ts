import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import type {
  CategoriesAnswer as CategoriesAnswerShape,
  Category,
  CategoryAnswer as CategoryAnswerShape,
  CategoryRequest,
} from '@shop/shared';
import { ArabicTextsUpdate } from '../../common/catalog-item.dto';
import { OptionalText, RequiredText } from '../../common/field-rules';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

const ARABIC_NAME_MAX = 100;
const ARABIC_DESCRIPTION_MAX = 2000;

@ShapeOf<CategoryRequest>()
export class CategoryDto {
  @ApiProperty({ example: 'Brake systems' })
  @RequiredText('Name', { required: because('NAME_REQUIRED'), maxLength: 100 })
  name: string;

  @ApiProperty({ example: 'Pads, discs, calipers and brake fluid' })
  @RequiredText('Description', { maxLength: 2000 })
  description: string;

  @ApiPropertyOptional({ example: 'أنظمة الفرامل', description: 'The name in Arabic' })
  @OptionalText('Arabic name', ARABIC_NAME_MAX)
  nameAr?: string;

  @ApiPropertyOptional({ description: 'The description in Arabic' })
  @OptionalText('Arabic description', ARABIC_DESCRIPTION_MAX)
  descriptionAr?: string;
}

/** updateCategory: every field as createCategory takes it, but an Arabic one sent empty is cleared. */
export class UpdateCategoryDto extends IntersectionType(
  OmitType(CategoryDto, ['nameAr', 'descriptionAr'] as const),
  ArabicTextsUpdate(ARABIC_NAME_MAX, ARABIC_DESCRIPTION_MAX),
) {}

@ShapeOf<Category>()
export class CategoryView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiPropertyOptional() nameAr?: string;
  @ApiPropertyOptional() descriptionAr?: string;
}

@ShapeOf<CategoryAnswerShape>()
export class CategoryAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: CategoryView }) category: CategoryView;
}

@ShapeOf<CategoriesAnswerShape>()
export class CategoriesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [CategoryView] }) categories: CategoryView[];
  @ApiProperty({ required: false, description: 'Only with ?page= or ?limit=' }) total?: number;
}
