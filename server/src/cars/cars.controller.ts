import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES, decodeVin, REMINDER_MESSAGES } from '@shop/shared';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { listing } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { TakesImages, type RequestWithImages } from '../storage/image-upload';
import { CarBrandsService } from '../vehicles/car-brands.service';
import { UsersService } from '../users/users.service';
import { CarListQueryDto, carListFilter, MAX_OWNERS_SEARCHED } from './car-list-query';
import { CarsService } from './cars.service';
import {
  AdminCarsAnswer,
  CarAnswer,
  CarBrandAnswer,
  CarBrandDto,
  CarBrandsAnswer,
  DecodedVinAnswer,
  GarageAnswer,
  RegisterCarDto,
  ServiceDoneDto,
  UpdateMileageDto,
} from './dto/car.dto';
import { ServiceScheduleService } from './service-schedule.service';

/** The one image of a car or brand form, sent as `logo`. */
function singleImage(request: RequestWithImages, required: boolean) {
  const images = request.images ?? [];
  if (images.length > 1) throw shopError('CAR_ONE_LOGO');
  if (required && images.length === 0) throw shopError('CAR_LOGO_REQUIRED');
  return images[0];
}

@ApiTags('cars')
@Controller('car')
export class CarsController {
  constructor(
    private readonly cars: CarsService,
    private readonly brands: CarBrandsService,
    private readonly users: UsersService,
    private readonly schedules: ServiceScheduleService,
  ) {}

  @Get('getAllcarBrands')
  @ApiOperation({ summary: 'The car brands sold in Saudi Arabia, with their logos' })
  @ApiOkResponse({ type: CarBrandsAnswer })
  async allBrands(): Promise<CarBrandsAnswer> {
    return { message: API_MESSAGES.carBrandsRetrieved, cars: await this.brands.list() };
  }

  @Post('addCarBrand')
  @AdminOnly()
  @TakesImages('logo', 1)
  @ApiOperation({ summary: 'Add a car brand with its logo' })
  @ApiCreatedResponse({ type: CarBrandAnswer, description: 'Car brand added successfully.' })
  @ApiErrors(400, 409, 413, 415)
  async addBrand(
    @Body() body: CarBrandDto,
    @Req() request: RequestWithImages,
  ): Promise<CarBrandAnswer> {
    const logo = singleImage(request, true);
    return {
      message: 'Car brand added successfully.',
      carBrand: await this.brands.add(body.carBrand, logo, body.nameAr),
    };
  }

  @Delete('deleteCarBrand/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete a car brand (a make of the vehicle catalog), its models and logo',
  })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404)
  async deleteBrand(@IdParam() id: string): Promise<MessageAnswer> {
    await this.brands.delete(id);
    return { message: 'Car brand deleted successfully.' };
  }

  @Get('decodeVin/:vin')
  @ApiOperation({
    summary: 'Decode a VIN offline: maker, model year and check digit',
    description: "A failed check digit is a warning: many Gulf-market VINs don't carry one.",
  })
  @ApiOkResponse({ type: DecodedVinAnswer })
  decode(@Param('vin') vin: string): DecodedVinAnswer {
    return decodeVin(vin);
  }

  @Post('registerUserCar')
  @LoggedIn()
  @TakesImages('logo', 1)
  @ApiOperation({
    summary:
      'Add a car to my garage, by VIN (engineNumber, and the model picked) or by its details',
  })
  @ApiCreatedResponse({ type: CarAnswer })
  @ApiErrors(400, 409, 413, 415)
  async register(
    @CurrentCaller() caller: Caller,
    @Body() body: RegisterCarDto,
    @Req() request: RequestWithImages,
  ): Promise<CarAnswer> {
    const { car, byVin } = await this.cars.register(
      caller.user._id,
      body,
      singleImage(request, true),
    );
    const message = byVin
      ? API_MESSAGES.carRegisteredWithEngineNumber
      : API_MESSAGES.carRegisteredWithDetails;
    return { message, car };
  }

  @Put('updateUserCar/:id')
  @LoggedIn()
  @TakesImages('logo', 1)
  @ApiOperation({ summary: 'Change the mileage and the VIN or details of one of my cars' })
  @ApiOkResponse({ type: CarAnswer })
  @ApiErrors(400, 404, 409, 413, 415)
  async update(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: RegisterCarDto,
    @Req() request: RequestWithImages,
  ): Promise<CarAnswer> {
    const car = await this.cars.update(caller.user._id, id, body, singleImage(request, false));
    return { message: API_MESSAGES.carUpdated, car };
  }

  @Get('userCars')
  @LoggedIn()
  @ApiOperation({
    summary: 'My cars, each with its next service and when it falls due',
    description:
      '`nextService`: the next package that fits the car from its mileage on, due when the car ' +
      'should reach its mileage (km a month reckoned from my updates, 1,500 until known) or six ' +
      'months after its last service, whichever comes first.',
  })
  @ApiOkResponse({ type: GarageAnswer })
  async mine(@CurrentCaller() caller: Caller): Promise<GarageAnswer> {
    return {
      message: 'Cars retrieved successfully.',
      cars: await this.schedules.garageOf(caller.user._id),
    };
  }

  @Put('userCars/:id/mileage')
  @LoggedIn()
  @ApiOperation({
    summary: 'Give one of my cars\' mileage today (a reminder\'s "update my mileage")',
  })
  @ApiOkResponse({ type: MessageAnswer, description: REMINDER_MESSAGES.mileageSaved })
  @ApiErrors(400, 404)
  async setMileage(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: UpdateMileageDto,
  ): Promise<MessageAnswer> {
    await this.cars.setMileage(caller.user._id, id, body.mileage);
    return { message: REMINDER_MESSAGES.mileageSaved };
  }

  @Post('userCars/:id/serviceDone')
  @LoggedIn()
  @ApiOperation({
    summary: 'Record a service one of my cars had elsewhere (a reminder\'s "I did it elsewhere")',
    description: 'Its next service moves past that package, and six months start again.',
  })
  @ApiCreatedResponse({ type: MessageAnswer, description: REMINDER_MESSAGES.serviceRecorded })
  @ApiErrors(400, 404, 409)
  async serviceDone(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: ServiceDoneDto,
  ): Promise<MessageAnswer> {
    await this.schedules.doneElsewhere(caller.user._id, id, body.packageId);
    return { message: REMINDER_MESSAGES.serviceRecorded };
  }

  @Delete('deleteUserCarForUser/:id')
  @LoggedIn()
  @ApiOperation({ summary: 'Delete one of my cars' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.carDeleted })
  @ApiErrors(400, 404)
  async deleteMine(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<MessageAnswer> {
    await this.cars.deleteOwned(caller.user._id, id);
    return { message: API_MESSAGES.carDeleted };
  }

  @Get('allCars')
  @AdminOnly()
  @ApiOperation({
    summary: "Every user's cars, with their owners, newest first",
    description:
      'With ?search= only cars whose VIN starts with it, whose make or model has a word ' +
      "starting with it, or whose owner's name or email does (as ?search= of allUsers); with " +
      '?page=&limit= one page and the total.',
  })
  @ApiOkResponse({ type: AdminCarsAnswer })
  @ApiErrors(400)
  async all(@Query() query: CarListQueryDto): Promise<AdminCarsAnswer> {
    const owners = query.search
      ? await this.users.idsMatching(query.search, MAX_OWNERS_SEARCHED)
      : [];
    const filter = carListFilter(query.search, owners);
    const { items: cars, total } = await listing(
      query,
      (window) => this.cars.listAll(filter, window),
      () => this.cars.count(filter),
    );
    return { message: 'Cars retrieved successfully.', cars, total };
  }

  @Delete('deleteCarAdmin/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete any car' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.carDeleted })
  @ApiErrors(400, 404)
  async deleteAny(@IdParam() id: string): Promise<MessageAnswer> {
    await this.cars.deleteAny(id);
    return { message: API_MESSAGES.carDeleted };
  }
}
