import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { AuthModule } from '../auth/auth.module';
import { CarsModule } from '../cars/cars.module';
import { CartsModule } from '../carts/carts.module';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { RemindersModule } from '../reminders/reminders.module';
import { UsersModule } from '../users/users.module';
import { MyAccountController } from './my-account.controller';
import { MyAccountService } from './my-account.service';

/**
 * The shopper's rights over their whole account (PDPL): the export of their data and the deletion
 * of their account. It owns no data of its own; it asks the modules that own each part.
 */
@Module({
  imports: [
    AddressesModule,
    AuthModule,
    UsersModule,
    CarsModule,
    CartsModule,
    OrdersModule,
    ConsentsModule,
    MailModule,
    RemindersModule,
  ],
  controllers: [MyAccountController],
  providers: [MyAccountService],
})
export class MyAccountModule {}
