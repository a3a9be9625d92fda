import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StorageModule } from '../storage/storage.module';
import { BrandSeed } from './brand-seed';
import { CarBrandsService } from './car-brands.service';
import { CarsController } from './cars.controller';
import { CarsService } from './cars.service';
import { CarBrand, CarBrandSchema } from './schemas/car-brand.schema';
import { UserCar, UserCarSchema } from './schemas/user-car.schema';

@Module({
  imports: [
    StorageModule,
    MongooseModule.forFeature([
      { name: CarBrand.name, schema: CarBrandSchema },
      { name: UserCar.name, schema: UserCarSchema },
    ]),
  ],
  controllers: [CarsController],
  providers: [CarsService, CarBrandsService, BrandSeed],
  exports: [CarsService],
})
export class CarsModule {}
