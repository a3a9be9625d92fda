import { Injectable } from '@nestjs/common';
import type { MyDataExport, PublicUser } from '@shop/shared';
import { AuthService, currentPasswordWrong } from '../auth/auth.service';
import { AddressesService } from '../addresses/addresses.service';
import { CarsService } from '../cars/cars.service';
import { CartsService } from '../carts/carts.service';
import { ConsentsService } from '../consents/consents.service';
import { OrdersService } from '../orders/orders.service';
import { StockAlertsService } from '../reminders/stock-alerts.service';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { accountDeletedMail } from './account-deleted-mail';

/**
 * The shopper's rights over their own data (PDPL): a copy of everything the shop keeps about them,
 * gathered from the modules that own it, and the deletion of their account. Each module answers
 * only the caller's records, and deletes its own (user.deleted).
 */
@Injectable()
export class MyAccountService {
  constructor(
    private readonly users: UsersService,
    private readonly cars: CarsService,
    private readonly addresses: AddressesService,
    private readonly carts: CartsService,
    private readonly orders: OrdersService,
    private readonly consents: ConsentsService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly stockAlerts: StockAlertsService,
  ) {}

  /** Everything kept about the user; never a password hash, reset code or token. */
  async exportOf(userId: string): Promise<MyDataExport<Date>> {
    const [profile, cars, addresses, cart, orders, consents, carHistory, stockAlerts] =
      await Promise.all([
        this.users.profile(userId),
        this.cars.listOf(userId),
        this.addresses.list(userId),
        this.carts.view(userId),
        this.orders.listMine(userId),
        this.consents.recordOf(userId),
        this.cars.historyOf(userId),
        this.stockAlerts.listOf(userId),
      ]);
    return {
      exportedAt: new Date(),
      profile,
      cars,
      addresses,
      cart,
      orders,
      consents,
      carHistory,
      stockAlerts,
    };
  }

  /**
   * Deletes the caller's account once their password is given: each module's data goes (their
   * orders stay, anonymised), then the confirmation mail is queued in their language, and the
   * account's record goes last (UsersService.delete): whatever step fails, the account is still
   * there to log in to and delete again, and the mail is queued once. A password changed while
   * this one was checked stops it (400), as the wrong password would.
   */
  async deleteMine(user: PublicUser, password: string, client: string): Promise<void> {
    const checked = await this.auth.confirmPassword(user, password, client, 'password');
    const contact = await this.users.contactOf(user._id);
    if (!contact) return;
    const deleted = await this.users.delete(user._id, {
      whilePasswordHash: checked,
      beforeRecordGoes: async () => {
        await this.mail.queue(
          `account-deleted:${user._id}`,
          accountDeletedMail(contact.email, contact.name, contact.language),
        );
      },
    });
    if (!deleted) throw currentPasswordWrong('password');
  }
}
