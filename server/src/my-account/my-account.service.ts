import { Injectable } from '@nestjs/common';
import type { MyDataExport } from '@shop/shared';
import { CarsService } from '../cars/cars.service';
import { CartsService } from '../carts/carts.service';
import { ConsentsService } from '../consents/consents.service';
import { OrdersService } from '../orders/orders.service';
import { UsersService } from '../users/users.service';

/**
 * The shopper's rights over their own data (PDPL): a copy of everything the shop keeps about them,
 * gathered from the modules that own it. Each module answers only the caller's records.
 */
@Injectable()
export class MyAccountService {
  constructor(
    private readonly users: UsersService,
    private readonly cars: CarsService,
    private readonly carts: CartsService,
    private readonly orders: OrdersService,
    private readonly consents: ConsentsService,
  ) {}

  /** Everything kept about the user; never a password hash, reset code or token. */
  async exportOf(userId: string): Promise<MyDataExport<Date>> {
    const [profile, cars, cart, orders, consents] = await Promise.all([
      this.users.profile(userId),
      this.cars.listOf(userId),
      this.carts.view(userId),
      this.orders.listMine(userId),
      this.consents.recordOf(userId),
    ]);
    return { exportedAt: new Date(), profile, cars, cart, orders, consents };
  }
}
