import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { PeriodicJob } from '../common/periodic-job';
import { ordersConfig } from '../config';
import { InvoicesService } from './invoices.service';

/**
 * Every INVOICE_SWEEP_INTERVAL, gives an invoice to the paid orders left without one (their
 * paid listener failed: the database was away, the process stopped). Each server process runs
 * it; `issue` claims each order, so one number is taken per order whatever their number.
 */
@Injectable()
export class InvoiceSweepJob extends PeriodicJob {
  constructor(
    private readonly invoices: InvoicesService,
    @Inject(ordersConfig.KEY) config: ConfigType<typeof ordersConfig>,
  ) {
    super('InvoiceSweep', config.invoiceSweepMs);
  }

  protected round(now: Date): Promise<number> {
    return this.invoices.issueMissing(now);
  }

  protected report(issued: number): string {
    return `${issued} invoices and credit notes issued to orders left without them`;
  }
}
