import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PackagesModule } from '../packages/packages.module';
import { StorageModule } from '../storage/storage.module';
import { UsersModule } from '../users/users.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { CarsController } from './cars.controller';
import { CarsService } from './cars.service';
import { ServiceScheduleService } from './service-schedule.service';
import { UserCar, UserCarSchema } from './schemas/user-car.schema';

@Module({
  imports: [
    StorageModule,
    UsersModule,
    VehiclesModule,
    PackagesModule,
    MongooseModule.forFeature([{ name: UserCar.name, schema: UserCarSchema }]),
  ],
  controllers: [CarsController],
  providers: [CarsService, ServiceScheduleService],
  exports: [CarsService, ServiceScheduleService],
})
export class CarsModule {}
