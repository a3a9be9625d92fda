import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ordersConfig } from '../config';
import { OrdersService } from './orders.service';

/**
 * Every ORDER_EXPIRY_SWEEP_INTERVAL, fails the orders that waited for their payment longer than
 * ORDER_PAYMENT_TIMEOUT_MINUTES and releases their stock. Each server process runs it; the
 * orders' conditional updates make sure each order is failed and released once.
 */
@Injectable()
export class OrderExpiryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrderExpiry');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly orders: OrdersService,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.expirySweepMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round; a round still running when the next is due is not doubled. */
  async sweep(now: Date = new Date()): Promise<number> {
    if (this.running) return 0;
    const round = this.orders
      .expireStale(this.config.paymentTimeoutMinutes * 60_000, now)
      .catch((error: Error) => {
        this.logger.warn(`Expiry round failed: ${error.message}`);
        return 0;
      });
    this.running = round;
    try {
      const expired = await round;
      if (expired) this.logger.log(`${expired} unpaid orders expired and their stock released`);
      return expired;
    } finally {
      this.running = undefined;
    }
  }
}
