import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventsModule } from '../events/event-bus';
import { OrdersModule } from '../orders/orders.module';
import { Counter, CounterSchema } from './invoice-counter.schema';
import { OrderDocument, OrderDocumentSchema } from './order-document.schema';
import { OrderDocuments } from './order-documents.service';
import { InvoicesController } from './invoices.controller';
import { InvoiceSweepJob } from './invoice-sweep.job';
import { InvoicesService } from './invoices.service';

/**
 * Numbers paid orders' tax invoices (on order.paid, and by a sweep for those a failure
 * left without one) and serves them as PDF, made once and kept with the order's documents.
 */
@Module({
  imports: [
    EventsModule,
    OrdersModule,
    MongooseModule.forFeature([
      { name: Counter.name, schema: CounterSchema },
      { name: OrderDocument.name, schema: OrderDocumentSchema },
    ]),
  ],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoiceSweepJob, OrderDocuments],
  exports: [InvoicesService],
})
export class InvoicesModule {}
