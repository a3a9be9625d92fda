import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import type { VehicleQuery } from '@shop/shared';
import { IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { CatalogYear } from '../common/field-rules';
import { Trimmed } from '../common/form-values';
import { ShapeOf } from '../common/shape-of';
import { because } from '../common/shop-error';

/** A text naming part of a car: trimmed, at most `max` characters. */
const CarText = (field: string, max: number) =>
  applyDecorators(
    Trimmed(),
    IsOptional(),
    IsString(because('TEXT_INVALID', { field })),
    MaxLength(max, because('TEXT_TOO_LONG', { field, max })),
  );

/** `?make=&model=&year=&engine=` (in Arabic or English, any case), or `?carId=` of my garage. */
@ShapeOf<VehicleQuery>()
export class VehicleQueryDto {
  @ApiPropertyOptional({ example: 'Toyota', description: 'Arabic or English, any case' })
  @CarText('make', 60)
  make?: string;

  @ApiPropertyOptional({ example: 'Camry' })
  @CarText('model', 60)
  model?: string;

  @ApiPropertyOptional({ example: 2020, description: 'Left out: any year of the model' })
  @IsOptional()
  @CatalogYear()
  year?: number;

  @ApiPropertyOptional({ example: '2.5L-I4' })
  @CarText('engine', 40)
  engine?: string;

  @ApiPropertyOptional({ description: "One of the caller's cars (needs the token)" })
  @IsOptional()
  @IsMongoId(because('VALUE_INVALID', { field: 'carId' }))
  carId?: string;
}
