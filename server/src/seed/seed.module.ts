import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { PackagesModule } from '../packages/packages.module';
import { ProductsModule } from '../products/products.module';
import { ShippingModule } from '../shipping/shipping.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { DemoSeed } from './demo-seed';

@Module({
  imports: [CategoriesModule, ProductsModule, PackagesModule, VehiclesModule, ShippingModule],
  providers: [DemoSeed],
})
export class SeedModule {}
