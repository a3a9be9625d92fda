import { Module } from '@nestjs/common';
import { EventsModule } from '../events/event-bus';
import { PackagesModule } from '../packages/packages.module';
import { ProductsModule } from '../products/products.module';
import { InventoryService } from './inventory.service';

/** Stock: what is left of an item, reserved for orders and given back, and what runs low. */
@Module({
  imports: [EventsModule, ProductsModule, PackagesModule],
  providers: [InventoryService],
  exports: [InventoryService],
})
export class InventoryModule {}
