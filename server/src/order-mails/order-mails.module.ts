import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { OrderMailsService } from './order-mails.service';

/** The shopper's mails about their orders (listens to the order and invoice events). */
@Module({
  imports: [InvoicesModule, MailModule, UsersModule, OrdersModule],
  providers: [OrderMailsService],
})
export class OrderMailsModule {}
