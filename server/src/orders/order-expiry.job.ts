import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { PeriodicJob } from '../common/periodic-job';
import { ordersConfig } from '../config';
import { OrderSettlementService } from './order-settlement.service';

/**
 * Every ORDER_EXPIRY_SWEEP_INTERVAL, fails the orders that waited for their payment longer than
 * ORDER_PAYMENT_TIMEOUT_MINUTES and releases their stock. Each server process runs it; the
 * orders' conditional updates make sure each order is failed and released once.
 */
@Injectable()
export class OrderExpiryJob extends PeriodicJob {
  constructor(
    private readonly settlement: OrderSettlementService,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {
    super('OrderExpiry', config.expirySweepMs);
  }

  protected round(now: Date): Promise<number> {
    return this.settlement.expireStale(this.config.paymentTimeoutMinutes * 60_000, now);
  }

  protected report(expired: number): string {
    return `${expired} unpaid orders expired and their stock released`;
  }
}
