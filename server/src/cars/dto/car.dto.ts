import {
  NotAfterNextYear,
  OptionalText,
  OptionalVin,
  RequiredText,
} from '../../common/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHECK_DIGIT_STATES,
  MILEAGE_MAX,
  PRODUCT_YEAR_MIN,
  SERVICE_DUE_BY,
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
  type GarageAnswer as GarageAnswerShape,
  type GarageCar,
  type NextService,
  type ServiceDoneRequest,
  type ServiceDueBy,
  type UpdateMileageRequest,
  type UserCar,
  type VehicleIdentity,
} from '@shop/shared';
import { Expose, plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsMongoId,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ToBoolean, ToNumber } from '../../common/form-values';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

const YEAR_RULE = because('YEAR_INVALID', 'car');
const MILEAGE_RULE = because('MILEAGE_INVALID');

@ShapeOf<CarDetails>()
export class CarDetailsFields {
  @ApiProperty({ example: 'Camry' })
  @RequiredText('Model', { maxLength: 100 })
  model: string;

  @ApiProperty({ example: 2020 })
  @ToNumber()
  @IsInt(YEAR_RULE)
  @Min(PRODUCT_YEAR_MIN, YEAR_RULE)
  @NotAfterNextYear(YEAR_RULE)
  year: number;

  @ApiProperty({ example: 'Toyota', description: 'The brand, as its agency sells it' })
  @RequiredText('Agency', { maxLength: 100 })
  agency: string;

  @ApiProperty({ example: true })
  @ToBoolean()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'Warranty' }))
  warranty: boolean;
}

const DETAIL_FIELDS = ['model', 'year', 'agency', 'warranty'] as const;
const DETAILS_OR_VIN = because('CAR_DETAILS_OR_VIN');

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
  @IsInt(MILEAGE_RULE)
  @Min(0, MILEAGE_RULE)
  @Max(MILEAGE_MAX, MILEAGE_RULE)
  mileage: number;

  @ApiPropertyOptional({ example: '1HGCM82633A004352' })
  @OptionalVin()
  engineNumber?: string;

  @ApiPropertyOptional({
    example: 'Camry',
    description:
      'With engineNumber: the model the shopper picked (a VIN names the maker and model year, ' +
      'not the model), in Arabic or English',
  })
  @OptionalText('Model', 100)
  model?: string;

  @ApiPropertyOptional({
    type: CarDetailsFields,
    description: 'Without engineNumber: model, year, agency, warranty',
  })
  @Expose()
  @Transform(({ obj }) => readCarDetails(obj))
  @ValidateIf((car: RegisterCarDto) => !car.engineNumber)
  @IsDefined(DETAILS_OR_VIN)
  @ValidateNested(DETAILS_OR_VIN)
  carDetails?: CarDetailsFields;

  @ApiProperty({ type: 'string', format: 'binary', description: "The brand's logo image" })
  logo?: unknown;
}

@ShapeOf<CarVinReading>()
export class DecodedVinView {
  @ApiPropertyOptional({ example: 'Toyota' }) manufacturer?: string;
  @ApiPropertyOptional({ example: 2019 }) modelYear?: number;
}

@ShapeOf<VehicleIdentity>()
export class VehicleIdentityView {
  @ApiProperty({ example: 'Toyota' }) make: string;
  @ApiPropertyOptional({ example: 'تويوتا' }) makeAr?: string;
  @ApiPropertyOptional({ example: 'Camry' }) model?: string;
  @ApiPropertyOptional({ example: 'كامري' }) modelAr?: string;
  @ApiPropertyOptional({ example: 2020 }) year?: number;
  @ApiPropertyOptional({ example: '2.5L-I4' }) engine?: string;
}

@ShapeOf<UserCar>()
export class CarView {
  @ApiProperty() _id: string;
  @ApiProperty({ type: 'object', properties: { url: { type: 'string' } } }) logo: { url: string };
  @ApiProperty() mileage: number;
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When the mileage was last given (absent on cars stored before it was kept)',
  })
  mileageUpdatedAt?: string;
  @ApiPropertyOptional() engineNumber?: string;
  @ApiPropertyOptional({ type: CarDetailsFields }) carDetails?: CarDetailsFields;
  @ApiPropertyOptional({
    type: DecodedVinView,
    description: "The maker and model year the shop decoded from the car's VIN, where known",
  })
  decoded?: DecodedVinView;
  @ApiPropertyOptional({
    type: VehicleIdentityView,
    description:
      "The car as parts are fitted to it, in the vehicle catalog's names: from its details, or " +
      'from its VIN (maker, model year) and the model picked; absent when its make is unknown',
  })
  vehicle?: VehicleIdentityView;
}

class CarOwnerView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

@ShapeOf<AdminCar>()
export class AdminCarView extends CarView {
  @ApiProperty({ type: CarOwnerView, nullable: true, description: 'null once the user is gone' })
  userId: CarOwnerView | null;
}

@ShapeOf<CarsAnswerShape>()
export class CarsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [CarView] }) cars: CarView[];
}

@ShapeOf<AdminCarsAnswerShape>()
export class AdminCarsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [AdminCarView] }) cars: AdminCarView[];
  @ApiPropertyOptional({ description: 'With ?page= or ?limit=: how many there are in all' })
  total?: number;
}

@ShapeOf<NextService['package']>()
class DuePackageView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'Oil service' }) name: string;
  @ApiPropertyOptional() nameAr?: string;
  @ApiProperty({ example: 350 }) price: number;
  @ApiProperty({ example: 40000, description: 'The mileage the service is for' }) mileage: number;
}

@ShapeOf<NextService>()
export class NextServiceView {
  @ApiProperty({ type: DuePackageView }) package: DuePackageView;
  @ApiProperty({ format: 'date-time' }) dueAt: string;
  @ApiProperty({
    enum: SERVICE_DUE_BY,
    description:
      "mileage: when the car reaches the package's mileage; time: six months since the last service",
  })
  dueBy: ServiceDueBy;
  @ApiProperty({ example: 39600 }) estimatedMileage: number;
  @ApiProperty({ example: 1500 }) kmPerMonth: number;
}

@ShapeOf<GarageCar>()
export class GarageCarView extends CarView {
  @ApiPropertyOptional({
    type: NextServiceView,
    description: 'The next maintenance package for the car and when it falls due, when one fits',
  })
  nextService?: NextServiceView;
}

@ShapeOf<GarageAnswerShape>()
export class GarageAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [GarageCarView] }) cars: GarageCarView[];
}

@ShapeOf<UpdateMileageRequest>()
export class UpdateMileageDto {
  @ApiProperty({ example: 42000 })
  @IsInt(MILEAGE_RULE)
  @Min(0, MILEAGE_RULE)
  @Max(MILEAGE_MAX, MILEAGE_RULE)
  mileage: number;
}

@ShapeOf<ServiceDoneRequest>()
export class ServiceDoneDto {
  @ApiProperty({ description: "The package done (one of the car's services)" })
  @IsMongoId(because('VALUE_INVALID', { field: 'packageId' }))
  packageId: string;
}

@ShapeOf<CarAnswerShape>()
export class CarAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: CarView }) car: CarView;
}

export class CarBrandDto {
  @ApiProperty({ example: 'Toyota' })
  @RequiredText('Brand name', { maxLength: 60 })
  carBrand: string;

  @ApiPropertyOptional({ example: 'تويوتا', description: 'The brand name in Arabic' })
  @OptionalText('Arabic name', 60)
  nameAr?: string;

  @ApiProperty({ type: 'string', format: 'binary' })
  logo?: unknown;
}

@ShapeOf<CarBrand>()
export class CarBrandView {
  @ApiProperty() _id: string;
  @ApiProperty() carBrand: string;
  @ApiPropertyOptional({ description: 'The brand name in Arabic' }) nameAr?: string;
  @ApiProperty({ type: 'object', properties: { url: { type: 'string' } } }) carBrandLogo: {
    url: string;
  };
}

@ShapeOf<CarBrandAnswerShape>()
export class CarBrandAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: CarBrandView }) carBrand: CarBrandView;
}

@ShapeOf<CarBrandsAnswerShape>()
export class CarBrandsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [CarBrandView], description: 'The brands (named `cars` by the API)' })
  cars: CarBrandView[];
}

@ShapeOf<DecodedVin>()
export class DecodedVinAnswer {
  @ApiProperty() valid: boolean;
  @ApiProperty({ nullable: true, type: String }) manufacturer: string | null;
  @ApiProperty({ nullable: true, type: Number }) modelYear: number | null;
  @ApiProperty({ enum: CHECK_DIGIT_STATES }) checkDigit: CheckDigitState;
}
