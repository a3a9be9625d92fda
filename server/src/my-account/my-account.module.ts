import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { CartsModule } from '../carts/carts.module';
import { ConsentsModule } from '../consents/consents.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { MyAccountController } from './my-account.controller';
import { MyAccountService } from './my-account.service';

/**
 * The shopper's rights over their whole account (PDPL): the export of their data. It owns no data
 * of its own; it asks the modules that own each part.
 */
@Module({
  imports: [UsersModule, CarsModule, CartsModule, OrdersModule, ConsentsModule],
  controllers: [MyAccountController],
  providers: [MyAccountService],
})
export class MyAccountModule {}
