import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StorageModule } from '../storage/storage.module';
import { UsersModule } from '../users/users.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { CarsController } from './cars.controller';
import { CarsService } from './cars.service';
import { UserCar, UserCarSchema } from './schemas/user-car.schema';

@Module({
  imports: [
    StorageModule,
    UsersModule,
    VehiclesModule,
    MongooseModule.forFeature([{ name: UserCar.name, schema: UserCarSchema }]),
  ],
  controllers: [CarsController],
  providers: [CarsService],
  exports: [CarsService],
})
export class CarsModule {}
