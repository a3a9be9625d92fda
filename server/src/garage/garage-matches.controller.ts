import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { CarPackages, CarPackagesAnswer } from '@shop/shared';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { CarsService } from '../cars/cars.service';
import { PackageView } from '../packages/dto/package-view.dto';
import { PackagesService } from '../packages/packages.service';
import { ProductsAnswer } from '../products/dto/product-view.dto';
import { ProductsService } from '../products/products.service';
import { ShapeOf } from '../common/shape-of';

@ShapeOf<CarPackages>()
class PackagesForCar {
  @ApiProperty() carId: string;
  @ApiProperty({ type: [PackageView] }) packages: PackageView[];
}

@ShapeOf<CarPackagesAnswer>()
class PackagesForCarsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: [PackagesForCar] }) packagesForCars: PackagesForCar[];
}

/** What the shop matches to the cars in the caller's garage. */
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
    summary: 'Products that fit my cars (by VIN, or by agency, model, year and warranty)',
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
  @ApiOperation({ summary: 'For each of my cars, the packages due by its mileage, largest first' })
  @ApiOkResponse({ type: PackagesForCarsAnswer })
  async packagesForMyCars(@CurrentCaller() caller: Caller): Promise<PackagesForCarsAnswer> {
    const garage = await this.cars.garageOf(caller.user._id);
    const packagesForCars = await Promise.all(
      garage.map(async (car) => ({
        carId: car._id.toString(),
        packages: await this.packages.dueBy(car.mileage),
      })),
    );
    return { message: 'Packages retrieved successfully.', packagesForCars };
  }
}
