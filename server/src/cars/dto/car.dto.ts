import { OptionalText, RequiredText, OptionalVin } from '../../common/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PRODUCT_YEAR_MIN,
  type AdminCar,
  type AdminCarsAnswer as AdminCarsAnswerShape,
  type CarAnswer as CarAnswerShape,
  type CarBrand,
  type CarBrandAnswer as CarBrandAnswerShape,
  type CarBrandsAnswer as CarBrandsAnswerShape,
  type CarDetails,
  type CarsAnswer as CarsAnswerShape,
  type CarVinReading,
  type CheckDigitState,
  type DecodedVin,
  type UserCar,
} from '@shop/shared';
import { Expose, plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ToBoolean, ToNumber } from '../../common/form-values';

const YEAR_MESSAGE = `Year must be a whole number from ${PRODUCT_YEAR_MIN} to next year`;
const MILEAGE_MESSAGE = 'Mileage must be a whole number of kilometres, 0 or more';

/** A car's year may be next year's at most (next year's models are sold from the autumn). */
const NotAfterNextYear = () =>
  ValidateBy({
    name: 'notAfterNextYear',
    validator: {
      validate: (value) => typeof value === 'number' && value <= new Date().getFullYear() + 1,
      defaultMessage: () => YEAR_MESSAGE,
    },
  });

export class CarDetailsFields implements CarDetails {
  @ApiProperty({ example: 'Camry' })
  @RequiredText('Model is required', {
    maxLength: 100,
    tooLongMessage: 'Model must be at most 100 characters',
  })
  model: string;

  @ApiProperty({ example: 2020 })
  @ToNumber()
  @IsInt({ message: YEAR_MESSAGE })
  @Min(PRODUCT_YEAR_MIN, { message: YEAR_MESSAGE })
  @NotAfterNextYear()
  year: number;

  @ApiProperty({ example: 'Toyota', description: 'The brand, as its agency sells it' })
  @RequiredText('Agency is required', {
    maxLength: 100,
    tooLongMessage: 'Agency must be at most 100 characters',
  })
  agency: string;

  @ApiProperty({ example: true })
  @ToBoolean()
  @IsBoolean({ message: 'Warranty must be true or false' })
  warranty: boolean;
}

const DETAIL_FIELDS = ['model', 'year', 'agency', 'warranty'] as const;
const DETAILS_OR_VIN = 'Give the VIN, or the model, year, agency and warranty';

/**
 * The details come as carDetails[model]... (updates) or as flat model, year... (registration);
 * either way they become one CarDetailsFields, or undefined when none is given. Anything but an
 * object is returned as sent, for the validator to refuse.
 */
function readCarDetails(body: Record<string, unknown>): unknown {
  const nested = body.carDetails;
  if (nested !== undefined && (typeof nested !== 'object' || nested === null)) return nested;

  const source = (nested as Record<string, unknown> | undefined) ?? body;
  if (DETAIL_FIELDS.every((field) => source[field] === undefined)) return undefined;
  return plainToInstance(
    CarDetailsFields,
    Object.fromEntries(DETAIL_FIELDS.map((field) => [field, source[field]])),
  );
}

/**
 * registerUserCar: the brand's logo as `logo`, the mileage, and either the VIN (engineNumber) or
 * the details (model, year, agency, warranty) — flat fields, or carDetails[...] as updates send.
 */
export class RegisterCarDto {
  @ApiProperty({ example: 42000 })
  @ToNumber()
  @IsInt({ message: MILEAGE_MESSAGE })
  @Min(0, { message: MILEAGE_MESSAGE })
  @Max(3_000_000, { message: MILEAGE_MESSAGE })
  mileage: number;

  @ApiPropertyOptional({ example: '1HGCM82633A004352' })
  @OptionalVin()
  engineNumber?: string;

  @ApiPropertyOptional({
    type: CarDetailsFields,
    description: 'Without engineNumber: model, year, agency, warranty',
  })
  @Expose()
  @Transform(({ obj }) => readCarDetails(obj))
  @ValidateIf((car: RegisterCarDto) => !car.engineNumber)
  @IsDefined({ message: DETAILS_OR_VIN })
  @ValidateNested({ message: DETAILS_OR_VIN })
  carDetails?: CarDetailsFields;

  @ApiProperty({ type: 'string', format: 'binary', description: "The brand's logo image" })
  logo?: unknown;
}

export class DecodedVinView implements CarVinReading {
  @ApiPropertyOptional({ example: 'Toyota' }) manufacturer?: string;
  @ApiPropertyOptional({ example: 2019 }) modelYear?: number;
}

export class CarView implements UserCar {
  @ApiProperty() _id: string;
  @ApiProperty({ type: 'object', properties: { url: { type: 'string' } } }) logo: { url: string };
  @ApiProperty() mileage: number;
  @ApiPropertyOptional() engineNumber?: string;
  @ApiPropertyOptional({ type: CarDetailsFields }) carDetails?: CarDetailsFields;
  @ApiPropertyOptional({
    type: DecodedVinView,
    description: "The maker and model year the shop decoded from the car's VIN, where known",
  })
  decoded?: DecodedVinView;
}

class CarOwnerView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class AdminCarView extends CarView implements AdminCar {
  @ApiProperty({ type: CarOwnerView, nullable: true, description: 'null once the user is gone' })
  userId: CarOwnerView | null;
}

export class CarsAnswer implements CarsAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: [CarView] }) cars: CarView[];
}

export class AdminCarsAnswer implements AdminCarsAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: [AdminCarView] }) cars: AdminCarView[];
  @ApiPropertyOptional({ description: 'With ?page= or ?limit=: how many there are in all' })
  total?: number;
}

export class CarAnswer implements CarAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: CarView }) car: CarView;
}

export class CarBrandDto {
  @ApiProperty({ example: 'Toyota' })
  @RequiredText('Brand name is required', {
    maxLength: 60,
    tooLongMessage: 'Brand name must be at most 60 characters',
  })
  carBrand: string;

  @ApiPropertyOptional({ example: 'تويوتا', description: 'The brand name in Arabic' })
  @OptionalText('Arabic name', 60)
  nameAr?: string;

  @ApiProperty({ type: 'string', format: 'binary' })
  logo?: unknown;
}

export class CarBrandView implements CarBrand {
  @ApiProperty() _id: string;
  @ApiProperty() carBrand: string;
  @ApiPropertyOptional({ description: 'The brand name in Arabic' }) nameAr?: string;
  @ApiProperty({ type: 'object', properties: { url: { type: 'string' } } }) carBrandLogo: {
    url: string;
  };
}

export class CarBrandAnswer implements CarBrandAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: CarBrandView }) carBrand: CarBrandView;
}

export class CarBrandsAnswer implements CarBrandsAnswerShape {
  @ApiProperty() message: string;
  @ApiProperty({ type: [CarBrandView], description: 'The brands (named `cars` by the API)' })
  cars: CarBrandView[];
}

export class DecodedVinAnswer implements DecodedVin {
  @ApiProperty() valid: boolean;
  @ApiProperty({ nullable: true, type: String }) manufacturer: string | null;
  @ApiProperty({ nullable: true, type: Number }) modelYear: number | null;
  @ApiProperty({ enum: ['valid', 'invalid', 'not-applicable'] }) checkDigit: CheckDigitState;
}
