import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StorageModule } from '../storage/storage.module';
import { CarBrandsService } from './car-brands.service';
import { CarBrand, CarBrandSchema } from './schemas/car-brand.schema';
import { VehicleModelRecord, VehicleModelSchema } from './schemas/vehicle-model.schema';
import { VehicleCatalogSeed } from './vehicle-catalog.seed';
import { VehicleModelsService } from './vehicle-models.service';
import { VehicleNamesService } from './vehicle-names.service';
import { VehiclesController } from './vehicles.controller';

/**
 * The vehicle catalog: makes (the car brands, `carbrands`) and models (`vehiclemodels`), seeded
 * at start, and the names every other module resolves cars by (VehicleNamesService).
 */
@Module({
  imports: [
    StorageModule,
    MongooseModule.forFeature([
      { name: CarBrand.name, schema: CarBrandSchema },
      { name: VehicleModelRecord.name, schema: VehicleModelSchema },
    ]),
  ],
  controllers: [VehiclesController],
  providers: [CarBrandsService, VehicleModelsService, VehicleNamesService, VehicleCatalogSeed],
  exports: [CarBrandsService, VehicleNamesService, VehicleCatalogSeed],
})
export class VehiclesModule {}
