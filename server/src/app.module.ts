import { Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { LoggerModule } from 'nestjs-pino';
import { requestLogging } from './common/request-logger';
import { appConfig, configNamespaces } from './config';
import { settingsModule } from './config/settings.module';
import { AuthModule } from './auth/auth.module';
import { DatabaseModule } from './database/database.module';
import { MigrationsModule } from './migrations/migrations.module';
import { HealthModule } from './health/health.module';
import { UsersModule } from './users/users.module';
import { CategoriesModule } from './categories/categories.module';
import { PackagesModule } from './packages/packages.module';
import { ProductsModule } from './products/products.module';
import { SearchModule } from './search/search.module';
import { SeedModule } from './seed/seed.module';
import { CarsModule } from './cars/cars.module';
import { VehiclesModule } from './vehicles/vehicles.module';
import { GarageModule } from './garage/garage.module';
import { CartsModule } from './carts/carts.module';
import { PromotionsModule } from './promotions/promotions.module';
import { MessagesModule } from './messages/messages.module';
import { OrdersModule } from './orders/orders.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { StorageModule } from './storage/storage.module';
import { InvoicesModule } from './invoices/invoices.module';
import { OrderMailsModule } from './order-mails/order-mails.module';
import { AddressesModule } from './addresses/addresses.module';
import { ShippingModule } from './shipping/shipping.module';
import { ConsentsModule } from './consents/consents.module';
import { MyAccountModule } from './my-account/my-account.module';
import { RemindersModule } from './reminders/reminders.module';

@Module({
  imports: [
    settingsModule(configNamespaces),
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ReturnType<typeof appConfig>) => requestLogging(app.logLevel),
    }),
    EventEmitterModule.forRoot(),
    DatabaseModule,
    MigrationsModule,
    HealthModule,
    AuthModule,
    UsersModule,
    StorageModule,
    CategoriesModule,
    ProductsModule,
    PackagesModule,
    SearchModule,
    SeedModule,
    VehiclesModule,
    CarsModule,
    GarageModule,
    PromotionsModule,
    CartsModule,
    AddressesModule,
    ShippingModule,
    MessagesModule,
    OrdersModule,
    DashboardModule,
    InvoicesModule,
    OrderMailsModule,
    ConsentsModule,
    MyAccountModule,
    RemindersModule,
  ],
})
export class AppModule implements OnApplicationShutdown {
  /** Runs after the server stopped taking requests and every module released its resources. */
  onApplicationShutdown(signal?: string): void {
    if (signal) new Logger('Shop').log(`Shut down cleanly after ${signal}`);
  }
}
