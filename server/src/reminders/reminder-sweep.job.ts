import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { PeriodicJob } from '../common/periodic-job';
import { remindersConfig } from '../config';
import { ForgottenCartsService } from './forgotten-carts.service';
import { ServiceRemindersService } from './service-reminders.service';
import { StockAlertsService } from './stock-alerts.service';

/**
 * Every REMINDER_SWEEP_INTERVAL, in each server process: the service reminders due, the
 * forgotten carts, and the products back in stock that an event missed. Several processes
 * sweeping at once queue each mail once: reminders and back-in-stock mails by their outbox key,
 * forgotten carts by a claim on the cart.
 */
@Injectable()
export class ReminderSweepJob extends PeriodicJob {
  constructor(
    @Inject(remindersConfig.KEY) config: ConfigType<typeof remindersConfig>,
    private readonly serviceReminders: ServiceRemindersService,
    private readonly forgottenCarts: ForgottenCartsService,
    private readonly stockAlerts: StockAlertsService,
  ) {
    super('ReminderSweep', config.sweepMs);
  }

  protected async round(now: Date): Promise<number> {
    const reminders = await this.serviceReminders.sweep(now);
    const carts = await this.forgottenCarts.sweep(now);
    const backInStock = await this.stockAlerts.sweep();
    return reminders + carts + backInStock;
  }

  protected report(queued: number): string {
    return `${queued} reminder, forgotten-cart and back-in-stock mails queued`;
  }
}
