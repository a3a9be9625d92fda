import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CarsModule } from '../cars/cars.module';
import { CartsModule } from '../carts/carts.module';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { PackagesModule } from '../packages/packages.module';
import { ProductsModule } from '../products/products.module';
import { UsersModule } from '../users/users.module';
import { ForgottenCartsService } from './forgotten-carts.service';
import { Recipients } from './recipients';
import { ReminderSweepJob } from './reminder-sweep.job';
import { ServiceRemindersService } from './service-reminders.service';
import { StockAlert, StockAlertSchema } from './stock-alert.schema';
import { StockAlertsController } from './stock-alerts.controller';
import { StockAlertsService } from './stock-alerts.service';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeLinks } from './unsubscribe-links';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * The mails that are no transaction, each with its one-click unsubscribe: service reminders,
 * back in stock, forgotten carts (docs/behaviour.md, "Reminders").
 */
@Module({
  imports: [
    MailModule,
    UsersModule,
    ConsentsModule,
    CarsModule,
    PackagesModule,
    ProductsModule,
    CartsModule,
    OrdersModule,
    MongooseModule.forFeature([{ name: StockAlert.name, schema: StockAlertSchema }]),
  ],
  controllers: [UnsubscribeController, StockAlertsController],
  providers: [
    UnsubscribeLinks,
    Recipients,
    UnsubscribeService,
    StockAlertsService,
    ServiceRemindersService,
    ForgottenCartsService,
    ReminderSweepJob,
  ],
  exports: [ReminderSweepJob, StockAlertsService],
})
export class RemindersModule {}
