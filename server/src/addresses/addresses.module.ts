import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module';
import { AddressesController } from './addresses.controller';
import { AddressesService } from './addresses.service';
import { AddressBook, AddressBookSchema } from './schemas/address-book.schema';

/** The shoppers' address books (the cities come from shipping/saudi-cities.ts). */
@Module({
  imports: [
    UsersModule,
    MongooseModule.forFeature([{ name: AddressBook.name, schema: AddressBookSchema }]),
  ],
  controllers: [AddressesController],
  providers: [AddressesService],
  exports: [AddressesService],
})
export class AddressesModule {}
