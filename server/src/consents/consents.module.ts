import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module';
import { ConsentsController } from './consents.controller';
import { Consents, ConsentsSchema } from './consents.schema';
import { ConsentsService } from './consents.service';

/** Consents to mails beyond the shopper's orders (PDPL): what each user agreed to, and when. */
@Module({
  imports: [
    UsersModule,
    MongooseModule.forFeature([{ name: Consents.name, schema: ConsentsSchema }]),
  ],
  controllers: [ConsentsController],
  providers: [ConsentsService],
  exports: [ConsentsService],
})
export class ConsentsModule {}
