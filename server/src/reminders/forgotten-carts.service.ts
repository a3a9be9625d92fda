import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { CartsService } from '../carts/carts.service';
import { appConfig, remindersConfig } from '../config';
import { ConsentsService } from '../consents/consents.service';
import { MailService } from '../mail/mail.service';
import { OrdersPort } from '../orders/orders-port';
import { forgottenCartMail } from './reminder-mails';
import { Recipients } from './recipients';

/** Carts looked at per sweep. */
const CARTS_PER_SWEEP = 500;
/** A cart left longer than this before the sweep saw it is no longer "just left". */
const FORGOTTEN_AT_MOST_MS = 30 * 24 * 3600_000;

/**
 * Forgotten carts: a shopper consenting to offers whose cart has lines untouched for
 * ABANDONED_CART_AFTER, and who placed no order since, is mailed the cart once — at most one
 * such mail a week. Each mail is claimed on the cart first (one conditional update), so of
 * several instances one sends it; a process stopping between the claim and the queue loses
 * that mail rather than ever sending two.
 */
@Injectable()
export class ForgottenCartsService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(remindersConfig.KEY) private readonly config: ConfigType<typeof remindersConfig>,
    private readonly carts: CartsService,
    private readonly consents: ConsentsService,
    private readonly orders: OrdersPort,
    private readonly recipients: Recipients,
    private readonly mail: MailService,
  ) {}

  async sweep(now: Date): Promise<number> {
    const changedBefore = new Date(now.getTime() - this.config.abandonedCartAfterMs);
    const changedFrom = new Date(changedBefore.getTime() - FORGOTTEN_AT_MOST_MS);
    const candidates = await this.carts.forgotten(changedFrom, changedBefore, now, CARTS_PER_SWEEP);
    const consenting = await this.consents.consenting(
      'offers',
      candidates.map((cart) => cart.userId),
    );
    let queued = 0;
    for (const { userId, version, updatedAt } of candidates) {
      if (!consenting.has(userId.toString())) continue;
      if (await this.orders.placedSince(userId, updatedAt)) continue;
      if (!(await this.carts.claimForgottenMail(userId, version, changedBefore, now))) continue;
      const [cart, recipient] = await Promise.all([
        this.carts.view(userId),
        this.recipients.of(userId, 'offers'),
      ]);
      if (!recipient || cart.items.length === 0) continue;
      const mail = forgottenCartMail(recipient, {
        lines: cart.items.map((item) => ({
          ...(item.productId ?? item.packageId)!,
          quantity: item.quantity,
          price: item.price,
        })),
        total: cart.totalPrice,
        url: `${this.app.publicUrl}/cart`,
      });
      if (await this.mail.queue(`forgotten-cart:${userId.toString()}:${version}`, mail)) {
        queued += 1;
      }
    }
    return queued;
  }
}
