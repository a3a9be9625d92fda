import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EInvoicingModule } from '../einvoicing/einvoicing.module';
import { EventsModule } from '../events/event-bus';
import { OrdersModule } from '../orders/orders.module';
import { Counter, CounterSchema } from './invoice-counter.schema';
import { OrderDocument, OrderDocumentSchema } from './order-document.schema';
import { OrderDocuments } from './order-documents.service';
import { InvoicesController } from './invoices.controller';
import { InvoiceSweepJob } from './invoice-sweep.job';
import { InvoicesService } from './invoices.service';

/**
 * Numbers paid orders' tax invoices and refunded orders' credit notes (on order.paid and
 * order.refunded, and by a sweep for those a failure left without one), stamps them through the
 * e-invoicing chain, and serves them as PDF (made once and kept with the order's documents) and
 * as XML.
 */
@Module({
  imports: [
    EInvoicingModule,
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
