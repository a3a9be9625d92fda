import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventsModule } from '../events/event-bus';
import { OrdersModule } from '../orders/orders.module';
import { Counter, CounterSchema } from './invoice-counter.schema';
import { InvoicesController } from './invoices.controller';
import { InvoiceSweepJob } from './invoice-sweep.job';
import { InvoicesService } from './invoices.service';

/**
 * Numbers paid orders' tax invoices (on order.paid, and by a sweep for those a failure
 * left without one) and serves them as PDF.
 */
@Module({
  imports: [
    EventsModule,
    OrdersModule,
    MongooseModule.forFeature([{ name: Counter.name, schema: CounterSchema }]),
  ],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoiceSweepJob],
  exports: [InvoicesService],
})
export class InvoicesModule {}
