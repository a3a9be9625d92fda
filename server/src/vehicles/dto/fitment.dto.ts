import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  declaredError,
  FITMENT_NOTES_MAX_LENGTH,
  MAX_FITMENTS,
  type ProductPartFields,
} from '@shop/shared';
import { plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, IsOptional, ValidateNested } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import {
  CatalogYear,
  NotBeforeYearFrom,
  OptionalText,
  RequiredText,
} from '../../common/field-rules';
import { readList } from '../../common/form-values';
import { ShapeOf } from '../../common/shape-of';
import { because, ShopError } from '../../common/shop-error';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `fitments`: a list of FitmentDto, however the form sent it. Anything but a list of objects is
 * refused here, as FITMENTS_INVALID alone (the rules of a list and of its items have nothing to
 * say about text or numbers).
 */
const ToFitments = () =>
  Transform(({ obj }) => {
    const sent = (obj as Record<string, unknown>).fitments;
    if (sent === undefined) return undefined;
    const list = readList(sent);
    if (!Array.isArray(list) || !list.every(isRecord)) {
      throw ShopError.onField('fitments', declaredError('FITMENTS_INVALID'));
    }
    return list.map((item) => plainToInstance(FitmentDto, item));
  });

/**
 * The `fitments` of a product or package: at most 500, each checked as FitmentDto; sent as a
 * JSON array, as one multipart text field holding it, or as bracket fields (fitments[0][make]…).
 */
export const FitmentList = () =>
  applyDecorators(
    ToFitments(),
    IsOptional(),
    ArrayMaxSize(MAX_FITMENTS, because('FITMENTS_TOO_MANY', { max: MAX_FITMENTS })),
    ValidateNested({ each: true }),
  );
