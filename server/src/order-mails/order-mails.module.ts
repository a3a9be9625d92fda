import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { Order, OrderSchema } from '../orders/schemas/order.schema';
import { UsersModule } from '../users/users.module';
import { OrderMailsService } from './order-mails.service';

/** The shopper's mails about their orders (listens to the order and invoice events). */
@Module({
  imports: [
    InvoicesModule,
    MailModule,
    UsersModule,
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
  ],
  providers: [OrderMailsService],
})
export class OrderMailsModule {}
