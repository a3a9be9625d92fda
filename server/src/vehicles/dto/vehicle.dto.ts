import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  VehicleEngine,
  VehicleMake,
  VehicleMakeAnswer as VehicleMakeAnswerShape,
  VehicleMakeRequest,
  VehicleMakesAnswer as VehicleMakesAnswerShape,
  VehicleMakesQuery,
  VehicleModel,
  VehicleModelAnswer as VehicleModelAnswerShape,
  VehicleModelRequest,
  VehicleModelsAnswer as VehicleModelsAnswerShape,
  VehicleModelsQuery,
} from '@shop/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsMongoId,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  CatalogYear,
  ClearableText,
  NotBeforeYearFrom,
  OptionalNotNull,
  OptionalText,
  RequiredText,
  RequiredTextIfSent,
} from '../../common/field-rules';
import { Trimmed } from '../../common/form-values';
import { ShapeOf } from '../../common/shape-of';
import { because } from '../../common/shop-error';

/** The most engines a model lists. */
const MAX_ENGINES = 30;

@ShapeOf<VehicleEngine>()
export class VehicleEngineDto {
  @ApiProperty({ example: '2.5L-I4', description: 'What fitments name the engine by' })
  @RequiredText('Engine code', { maxLength: 20 })
  code: string;

  @ApiProperty({ example: '2.5L 4-cylinder' })
  @RequiredText('Engine name', { maxLength: 60 })
  name: string;

  @ApiPropertyOptional({ example: '2.5 لتر 4 سلندر' })
  @OptionalText('Arabic engine name', 60)
  nameAr?: string;
}

@ShapeOf<VehicleMake>()
export class VehicleMakeView {
  @ApiProperty({ description: "The car brand's _id" }) _id: string;
  @ApiProperty({ example: 'Toyota' }) name: string;
  @ApiPropertyOptional({ example: 'تويوتا' }) nameAr?: string;
  @ApiProperty({ type: 'object', properties: { url: { type: 'string' } } }) logo: { url: string };
}

@ShapeOf<VehicleModel>()
export class VehicleModelView {
  @ApiProperty() _id: string;
  @ApiProperty() makeId: string;
  @ApiProperty({ example: 'Toyota' }) make: string;
  @ApiProperty({ example: 'Camry' }) name: string;
  @ApiPropertyOptional({ example: 'كامري' }) nameAr?: string;
  @ApiProperty({ example: 1990, description: 'The first model year sold in Saudi Arabia' })
  yearFrom: number;
  @ApiPropertyOptional({ description: 'The last one; absent while it is still sold' })
  yearTo?: number;
  @ApiProperty({ type: [VehicleEngineDto] }) engines: VehicleEngineDto[];
}

@ShapeOf<VehicleMakesAnswerShape>()
export class VehicleMakesAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [VehicleMakeView] }) makes: VehicleMakeView[];
}

@ShapeOf<VehicleModelsAnswerShape>()
export class VehicleModelsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [VehicleModelView] }) models: VehicleModelView[];
}

@ShapeOf<VehicleMakeAnswerShape>()
export class VehicleMakeAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: VehicleMakeView }) make: VehicleMakeView;
}

@ShapeOf<VehicleModelAnswerShape>()
export class VehicleModelAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: VehicleModelView }) model: VehicleModelView;
}

/** A model as an admin adds or saves it: every field (a model without yearTo is still sold). */
@ShapeOf<VehicleModelRequest>()
export class VehicleModelDto {
  @ApiProperty({ description: "The make's (car brand's) _id" })
  @IsString(because('VALUE_INVALID', { field: 'makeId' }))
  @IsMongoId(because('VALUE_INVALID', { field: 'makeId' }))
  makeId: string;

  @ApiProperty({ example: 'Camry' })
  @RequiredText('Name', { maxLength: 60 })
  name: string;

  @ApiPropertyOptional({ example: 'كامري' })
  @OptionalText('Arabic name', 60)
  nameAr?: string;

  @ApiProperty({ example: 1990 })
  @CatalogYear()
  yearFrom: number;

  @ApiPropertyOptional({
    example: 2024,
    description: 'Leave it out (or send null) while the model is sold',
  })
  @IsOptional()
  @CatalogYear()
  @NotBeforeYearFrom('yearTo')
  yearTo?: number;

  @ApiPropertyOptional({ type: [VehicleEngineDto] })
  @OptionalNotNull()
  @IsArray(because('VALUE_INVALID', { field: 'engines' }))
  // Each an object (not null): else ValidateNested answers its own, undeclared sentence.
  @IsObject({ each: true, ...because('VALUE_INVALID', { field: 'engines' }) })
  @ArrayMaxSize(
    MAX_ENGINES,
    because('VALUE_TOO_LARGE', 'plain', { field: 'engines', max: MAX_ENGINES }),
  )
  @ValidateNested({ each: true })
  @Type(() => VehicleEngineDto)
  engines?: VehicleEngineDto[];
}

/** A make's new names: either or both. */
@ShapeOf<VehicleMakeRequest>()
export class VehicleMakeDto {
  @ApiPropertyOptional({ example: 'Toyota', description: 'Left out, it stays; never blank' })
  @RequiredTextIfSent('Name', 60)
  name?: string;

  @ApiPropertyOptional({ example: 'تويوتا', description: 'Left out, it stays; empty clears it' })
  @ClearableText('Arabic name', 60)
  nameAr?: string;
}

@ShapeOf<VehicleMakesQuery>()
export class VehicleMakesQueryDto {
  @ApiPropertyOptional({ example: 2020, description: 'Only makes with a model sold that year' })
  @IsOptional()
  @CatalogYear()
  year?: number;
}

@ShapeOf<VehicleModelsQuery>()
export class VehicleModelsQueryDto {
  @ApiPropertyOptional({ description: "The make's _id, or its name in Arabic or English" })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'make' }))
  @MaxLength(60, because('TEXT_TOO_LONG', { field: 'make', max: 60 }))
  make?: string;

  @ApiPropertyOptional({ example: 2020, description: 'Only models sold that year' })
  @IsOptional()
  @CatalogYear()
  year?: number;

  @ApiPropertyOptional({
    example: 'كامري',
    description: 'A model typed by name, with or without its make, in Arabic or English',
  })
  @Trimmed()
  @IsOptional()
  @IsString(because('TEXT_INVALID', { field: 'q' }))
  @MaxLength(60, because('TEXT_TOO_LONG', { field: 'q', max: 60 }))
  q?: string;
}
