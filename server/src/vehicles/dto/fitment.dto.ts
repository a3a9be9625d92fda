import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FITMENT_NOTES_MAX_LENGTH, MAX_FITMENTS, type ProductPartFields } from '@shop/shared';
import { plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import {
  CatalogYear,
  NotBeforeYearFrom,
  OptionalText,
  RequiredText,
} from '../../common/field-rules';
import { readList } from '../../common/form-values';
import { ShapeOf } from '../../common/shape-of';
import { because } from '../../common/shop-error';

type FitmentFields = NonNullable<ProductPartFields['fitments']>[number];

/** One car (or range of model years) a part fits; make and model must be the catalog's. */
@ShapeOf<FitmentFields>()
export class FitmentDto {
  @ApiProperty({ example: 'Toyota', description: 'A make of the vehicle catalog, any language' })
  @RequiredText('make', { maxLength: 60 })
  make: string;

  @ApiProperty({ example: 'Camry', description: 'A model of that make in the vehicle catalog' })
  @RequiredText('model', { maxLength: 60 })
  model: string;

  @ApiProperty({ example: 2018 })
  @CatalogYear()
  yearFrom: number;

  @ApiProperty({ example: 2023, description: 'Not before yearFrom' })
  @CatalogYear()
  @NotBeforeYearFrom('yearTo')
  yearTo: number;

  @ApiPropertyOptional({
    example: '2.5L-I4',
    description: "One of the model's engines, when the catalog lists some; absent: every engine",
  })
  @OptionalText('engine', 40)
  engine?: string;

  @ApiPropertyOptional({ example: 'Front axle' })
  @OptionalText('notes', FITMENT_NOTES_MAX_LENGTH)
  notes?: string;
}

/** `fitments`: a list of FitmentDto, however the form sent it. */
const ToFitments = () =>
  Transform(({ obj }) => {
    const list = readList((obj as Record<string, unknown>).fitments);
    if (!Array.isArray(list)) return list;
    return list.map((item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? plainToInstance(FitmentDto, item)
        : item,
    );
  });

/**
 * The `fitments` of a product or package: at most 500, each checked as FitmentDto; sent as a
 * JSON array, as one multipart text field holding it, or as bracket fields (fitments[0][make]…).
 */
export const FitmentList = () =>
  applyDecorators(
    ToFitments(),
    IsOptional(),
    IsArray(because('FITMENTS_INVALID')),
    ArrayMaxSize(MAX_FITMENTS, because('FITMENTS_TOO_MANY', { max: MAX_FITMENTS })),
    IsObject({ each: true, ...because('FITMENTS_INVALID') }),
    ValidateNested({ each: true }),
  );
