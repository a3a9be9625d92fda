import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trimmed } from '../../common/form-values';

export class CategoryDto {
  @ApiProperty({ example: 'Brake systems' })
  @Trimmed()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name: string;

  @ApiProperty({ example: 'Pads, discs, calipers and brake fluid' })
  @Trimmed()
  @IsString({ message: 'Description is required' })
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description: string;
}

export class CategoryView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
}

export class CategoryAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: CategoryView }) category: CategoryView;
}

export class CategoriesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [CategoryView] }) categories: CategoryView[];
  @ApiProperty({ required: false, description: 'Only with ?page= or ?limit=' }) total?: number;
}
