import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductsModule } from '../products/products.module';
import { StorageModule } from '../storage/storage.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { PackagesController } from './packages.controller';
import { PackagesService } from './packages.service';
import { ServicePackage, ServicePackageSchema } from './schemas/package.schema';

@Module({
  imports: [
    ProductsModule,
    StorageModule,
    VehiclesModule,
    MongooseModule.forFeature([{ name: ServicePackage.name, schema: ServicePackageSchema }]),
  ],
  controllers: [PackagesController],
  providers: [PackagesService],
  exports: [PackagesService],
})
export class PackagesModule {}
