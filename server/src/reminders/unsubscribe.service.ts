import { Injectable } from '@nestjs/common';
import type { UnsubscribeTopic } from '@shop/shared';
import { ShopError } from '../common/shop-error';
import { ConsentsService } from '../consents/consents.service';
import { UsersService } from '../users/users.service';
import { StockAlertsService } from './stock-alerts.service';
import { UnsubscribeLinks } from './unsubscribe-links';

/** What an unsubscribe link turns off. */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly users: UsersService,
    private readonly consents: ConsentsService,
    private readonly stockAlerts: StockAlertsService,
  ) {}

  read(token: string) {
    return this.links.read(token);
  }

  /**
   * Turns the topic off for the user: a consent is set off (and the change recorded, as from My
   * Account), or every alert waiting goes. A link of a deleted user has nothing left to turn off,
   * also when the user is deleted while it is followed.
   */
  async turnOff(userId: string, topic: UnsubscribeTopic): Promise<void> {
    if (!(await this.users.contactOf(userId))) return;
    if (topic === 'stockAlerts') await this.stockAlerts.removeAll(userId);
    else
      await this.consents.set(userId, { [topic]: false }).catch((error: unknown) => {
        if (!ShopError.is(error, 'SESSION_ENDED')) throw error;
      });
  }
}
