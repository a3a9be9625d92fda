import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { PackagesModule } from '../packages/packages.module';
import { ProductsModule } from '../products/products.module';
import { GarageMatchesController } from './garage-matches.controller';

@Module({
  imports: [CarsModule, ProductsModule, PackagesModule],
  controllers: [GarageMatchesController],
})
export class GarageModule {}
