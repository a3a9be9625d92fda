import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { CarPackages, CarPackagesAnswer, VehicleIdentity } from '@shop/shared';
import { CurrentCaller, LoggedIn, LoggedInWhenSent } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { ShapeOf } from '../common/shape-of';
import { shopError } from '../common/shop-error';
import { CarsService } from '../cars/cars.service';
import { VehicleIdentityView } from '../cars/dto/car.dto';
import { PackageView } from '../packages/dto/package-view.dto';
import { PackagesService } from '../packages/packages.service';
import { FitCheckAnswer, ProductsAnswer } from '../products/dto/product-view.dto';
import { ProductsService } from '../products/products.service';
import { VehicleQueryDto } from './vehicle-query.dto';

class CarForPackages extends VehicleIdentityView {
  @ApiProperty({ example: 42000 }) mileage: number;
}

@ShapeOf<CarPackages>()
class PackagesForCar {
  @ApiProperty() carId: string;
  @ApiProperty({ type: [PackageView] }) packages: PackageView[];
  @ApiProperty({ type: CarForPackages, description: 'The car, named as fitment reads it' })
  car: VehicleIdentity & { mileage: number };
}

@ShapeOf<CarPackagesAnswer>()
class PackagesForCarsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [PackagesForCar] }) packagesForCars: PackagesForCar[];
}

/** What the shop fits to cars: a shopper's garage, or a car named in a query. */
@Controller()
export class GarageMatchesController {
  constructor(
    private readonly cars: CarsService,
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
  ) {}

  @Get('product/loggedUserProducts')
  @LoggedIn()
  @ApiTags('products')
  @ApiOperation({
    summary: 'Products that fit my cars (by fitment, or by VIN), then the universal ones',
  })
  @ApiOkResponse({ type: ProductsAnswer })
  async productsForMyCars(@CurrentCaller() caller: Caller): Promise<ProductsAnswer> {
    const garage = await this.cars.garageOf(caller.user._id);
    return {
      message: 'Products retrieved successfully.',
      products: await this.products.forCars(garage),
    };
  }

  @Get('package/getUserPackage/packages')
  @LoggedIn()
  @ApiTags('packages')
  @ApiOperation({
    summary: 'For each of my cars, the packages that fit it, the next service due first',
    description:
      "Packages at or above the car's mileage, by mileage; each entry names its car (`car`).",
  })
  @ApiOkResponse({ type: PackagesForCarsAnswer })
  async packagesForMyCars(@CurrentCaller() caller: Caller): Promise<PackagesForCarsAnswer> {
    const garage = await this.cars.garageOf(caller.user._id);
    const packagesForCars = await Promise.all(
      garage.map(async (car) => ({
        carId: car._id.toString(),
        packages: await this.packages.nextFor(car),
        car: { ...(car.vehicle ?? { make: '' }), mileage: car.mileage },
      })),
    );
    return { message: 'Packages retrieved successfully.', packagesForCars };
  }

  @Get('product/fitCheck/:id')
  @LoggedInWhenSent()
  @ApiTags('products')
  @ApiOperation({
    summary: 'Whether a product fits a car: one named (make, model, year, engine) or mine (carId)',
    description:
      "`fitments` are its fitments (carDetails among them) of the car's make and model. carId " +
      "needs the caller's token and names one of their cars; anyone else's is not found.",
  })
  @ApiOkResponse({ type: FitCheckAnswer })
  @ApiErrors(400, 401, 404)
  async fitCheck(
    @IdParam() id: string,
    @Query() query: VehicleQueryDto,
    @CurrentCaller() caller: Caller | undefined,
  ): Promise<FitCheckAnswer> {
    let car: VehicleIdentity & { vin?: string };
    if (query.carId) {
      if (!caller) throw shopError('LOGIN_REQUIRED');
      const owned = await this.cars.ownedVehicle(caller.user._id, query.carId);
      car = { make: '', ...owned.vehicle, ...(owned.engineNumber && { vin: owned.engineNumber }) };
    } else {
      if (!query.make || !query.model) throw shopError('VEHICLE_REQUIRED');
      car = { make: query.make, model: query.model, year: query.year, engine: query.engine };
    }
    return this.products.fitCheck(id, car);
  }
}
