import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventsModule } from '../events/event-bus';
import { CategoriesModule } from '../categories/categories.module';
import { StorageModule } from '../storage/storage.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { ProductsController } from './products.controller';
import { ProductStock } from './product-stock';
import { ProductsService } from './products.service';
import { Product, ProductSchema } from './schemas/product.schema';

@Module({
  imports: [
    EventsModule,
    CategoriesModule,
    StorageModule,
    VehiclesModule,
    MongooseModule.forFeature([{ name: Product.name, schema: ProductSchema }]),
  ],
  controllers: [ProductsController],
  providers: [ProductsService, ProductStock],
  exports: [ProductsService, ProductStock],
})
export class ProductsModule {}
