import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module';
import { OrdersModule } from '../orders/orders.module';
import { ProductsModule } from '../products/products.module';
import { UsersModule } from '../users/users.module';
import { DashboardController } from './dashboard.controller';

/** The admin index's figures, read from the modules that own them. */
@Module({
  imports: [OrdersModule, UsersModule, ProductsModule, InventoryModule],
  controllers: [DashboardController],
})
export class DashboardModule {}
