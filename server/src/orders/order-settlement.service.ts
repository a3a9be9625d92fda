import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CASH_ON_DELIVERY,
  CURRENCY,
  toHalalas,
  type PaymentStatus,
  type RefundReason,
} from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { CartsService } from '../carts/carts.service';
import { shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import { EventBus } from '../events/event-bus';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider';
import { CartClaim } from './schemas/cart-claim.schema';
import {
  AWAITING_PAYMENT,
  couponOf,
  Order,
  type OrderPayment,
  releasingStock,
  unitsReleasedBy,
} from './schemas/order.schema';

/** A refund claim older than this was left by a process that stopped: another may take over. */
const REFUND_CLAIM_TTL_MS = 2 * 60_000;

/** What a change that may give an order's stock back reads of the order as it was. */
const RELEASE_FIELDS = 'reserved stockReleasedAt';

/** What settling and refunding read of a card order. */
type SettlingOrder = Pick<
  Order,
  | 'userId'
  | 'lines'
  | 'discounts'
  | 'totalPrice'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'cartVersion'
  | 'paymentAbandonedAt'
> & { _id: Types.ObjectId; payment: OrderPayment };
const SETTLING_FIELDS =
  'userId lines discounts totalPrice paymentStatus paymentMethod cartVersion paymentAbandonedAt ' +
  '+payment';

/**
 * What becomes of an order's payment once it is placed: settled as the provider reports it,
 * abandoned when the cardholder does not complete it in time (still `initiated`: never failed
 * but by the provider), refunded (by the admin, or by the shop for a payment it cannot keep).
 * Every change is one conditional update, so that it happens once.
 */
@Injectable()
export class OrderSettlementService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(CartClaim.name) private readonly claims: Model<CartClaim>,
    private readonly carts: CartsService,
    private readonly events: EventBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Brings an order up to date with its payment, as the provider reports it (never as the
   * browser says). Every change is one conditional update of the order (`paymentStatus:
   * 'initiated'` in its filter), so however many callbacks, webhooks and server processes race,
   * the order changes once and its event is emitted once: paid (its lines leave the cart) or
   * failed (its stock comes back). A paid payment for a cart another order already paid for is
   * refunded, and so is one approved after the shop stopped waiting for it (its order abandoned,
   * or failed by an earlier version at its expiry). Replays, and payments still waiting (the
   * cardholder left the 3-D Secure page), change nothing. Returns the order's id, or null when
   * no order has this payment.
   */
  async settle(paymentId: string): Promise<string | null> {
    const orderId = await this.orderIdOf(paymentId);
    if (!orderId) return null;
    const order = await this.orders.findById(orderId).select(SETTLING_FIELDS).lean<SettlingOrder>();
    if (!order || (order.paymentStatus !== 'initiated' && order.paymentStatus !== 'failed')) {
      return orderId;
    }
    const payment = await this.provider.fetch(paymentId);
    if (!payment || payment.status === 'initiated') return orderId;

    const expected = toHalalas(order.totalPrice);
    const genuine = payment.amount === expected && payment.currency === CURRENCY;
    const { paymentStatus } = order;
    if (paymentStatus === 'failed' || order.paymentAbandonedAt) {
      // Approved after the shop stopped waiting for it (its stock went back, the shopper may
      // have ordered again from the same cart): the money goes back rather than the order coming
      // back to life (docs/decisions.md).
      if (payment.status === 'paid' && genuine) {
        await this.refundPayment(order, paymentStatus, 'late');
        return orderId;
      }
      // An abandoned order fails as its payment does; a failed one stays so.
      if (paymentStatus === 'failed') return orderId;
    }
    if (!genuine) {
      this.logger.warn(
        `Payment ${paymentId} of order ${orderId} is for ${payment.amount} ${payment.currency}, ` +
          `not ${expected} ${CURRENCY}: marked failed.`,
      );
      await this.fail(order, 'Amount or currency mismatch');
    } else if (payment.status !== 'paid') {
      await this.fail(order, payment.message);
    } else if (!(await this.claimCart(order))) {
      await this.refundPayment(order, 'initiated', 'duplicate');
    } else {
      const result = await this.orders.updateOne(
        { _id: order._id, ...AWAITING_PAYMENT },
        { paymentStatus: 'paid', 'payment.message': payment.message, paidAt: new Date() },
      );
      if (result.modifiedCount === 1) {
        await this.carts.removeOrdered(order.userId, {
          lines: order.lines,
          couponCode: couponOf(order),
        });
        await this.events.emit('order.paid', { orderId });
      }
    }
    return orderId;
  }

  /**
   * Fails an order whose payment failed, once (awaiting it, or abandoned): `order.failed` gives
   * back the stock it still holds.
   */
  private async fail(order: SettlingOrder, message: string | undefined): Promise<boolean> {
    const before = await this.orders
      .findOneAndUpdate(
        { _id: order._id, paymentStatus: 'initiated' },
        {
          $set: { paymentStatus: 'failed', 'payment.message': message },
          ...releasingStock(new Date()),
        },
      )
      .select(RELEASE_FIELDS)
      .lean();
    if (!before) return false;
    await this.events.emit('order.failed', {
      orderId: order._id.toString(),
      stockHeld: unitsReleasedBy(before),
    });
    return true;
  }

  /**
   * Claims the order's cart version for it: true if no other order paid for that cart (or this
   * one claimed it already, in an earlier try). Orders from before versions claim nothing.
   */
  private async claimCart(order: SettlingOrder): Promise<boolean> {
    if (order.cartVersion === undefined) return true;
    const _id = `${order.userId.toString()}:${order.cartVersion}`;
    try {
      await this.claims.create({ _id, orderId: order._id });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const claim = await this.claims.findById(_id).select('orderId').lean();
      return claim?.orderId.toString() === order._id.toString();
    }
  }

  /**
   * Gives an order's payment back to the card and marks the order refunded, once. The order is
   * claimed first (a conditional update) so that only one caller asks the provider; if the
   * provider fails, the claim is let go, the order stays as it was and the error is thrown.
   * Returns false when another caller has the order or it is no longer in `from`.
   */
  private async refundPayment(
    order: SettlingOrder,
    from: Exclude<PaymentStatus, 'refunded'>,
    reason: RefundReason,
  ): Promise<boolean> {
    const now = new Date();
    const claimed = await this.orders.updateOne(
      {
        _id: order._id,
        paymentStatus: from,
        'payment.refundingSince': trusted({
          $not: { $gt: new Date(now.getTime() - REFUND_CLAIM_TTL_MS) },
        }),
      },
      { 'payment.refundingSince': now },
    );
    if (claimed.modifiedCount !== 1) return false;
    try {
      await this.provider.refund(order.payment.id!, toHalalas(order.totalPrice));
    } catch (error) {
      await this.orders.updateOne({ _id: order._id }, { $unset: { 'payment.refundingSince': '' } });
      throw error;
    }
    const refundedAt = new Date();
    const before = await this.orders
      .findOneAndUpdate(
        { _id: order._id, paymentStatus: from },
        {
          $set: { paymentStatus: 'refunded', refundReason: reason, refundedAt },
          $unset: { 'payment.refundingSince': '' },
          ...releasingStock(refundedAt),
        },
      )
      .select(RELEASE_FIELDS)
      .lean();
    if (!before) return false;
    // None when the order gave its units back before (it failed, or was refunded already once).
    await this.events.emit('order.refunded', {
      orderId: order._id.toString(),
      stockHeld: unitsReleasedBy(before),
    });
    return true;
  }

  /**
   * The admin's refund of a paid order: the whole amount goes back to the card, the stock comes
   * back, `refunded` is emitted. Once only: anything but a paid order answers 409, and a
   * provider failure answers 502 and leaves the order paid.
   */
  async refund(id: string): Promise<void> {
    const order = await this.orders.findById(id).select(SETTLING_FIELDS).lean<SettlingOrder>();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    if (order.paymentStatus === 'refunded') throw shopError('ORDER_REFUNDED_ALREADY');
    if (order.paymentMethod === CASH_ON_DELIVERY) throw shopError('CASH_ORDER_NOT_REFUNDED');
    if (order.paymentStatus !== 'paid' || !order.payment?.id) {
      throw shopError('ORDER_NOT_PAID_TO_REFUND');
    }
    let done: boolean;
    try {
      done = await this.refundPayment(order, 'paid', 'admin');
    } catch (error) {
      this.logger.warn(`Refund of order ${id} failed: ${(error as Error).message}`);
      throw shopError('REFUND_FAILED');
    }
    if (!done) throw shopError('REFUND_UNDER_WAY');
  }

  /**
   * Abandons the card orders that have waited for their payment longer than `timeoutMs` (asking
   * the provider first, in case the payment ended meanwhile, when it settles as it ended) and
   * gives their stock back. A payment the cardholder never completed is `initiated` at the
   * provider (Moyasar: "created but the cardholder did not pay yet"): the order stays so, and
   * is not failed. Safe with several processes: each order changes once, by a conditional
   * update. Answers how many it abandoned. Cash-on-delivery orders wait for their delivery
   * instead: they have no timeout.
   */
  async expireStale(timeoutMs: number, now: Date = new Date()): Promise<number> {
    const stale = await this.orders
      .find({
        ...AWAITING_PAYMENT,
        createdAt: trusted({ $lt: new Date(now.getTime() - timeoutMs) }),
        paymentMethod: trusted({ $ne: CASH_ON_DELIVERY }),
      })
      .select(SETTLING_FIELDS)
      .limit(500)
      .lean<SettlingOrder[]>();
    let expired = 0;
    for (const order of stale) {
      try {
        if (order.payment.id) await this.settle(order.payment.id);
        if (await this.abandon(order)) expired += 1;
      } catch (error) {
        // The provider cannot say now: the order waits for the next round.
        this.logger.warn(`Order ${order._id.toString()} not expired: ${(error as Error).message}`);
      }
    }
    return expired;
  }

  /**
   * Stops waiting for an order's payment, never completed, once: the order stays `initiated`
   * (the provider's word) and `order.abandoned` gives its stock back.
   */
  private async abandon(order: SettlingOrder): Promise<boolean> {
    const now = new Date();
    const before = await this.orders
      .findOneAndUpdate(
        { _id: order._id, ...AWAITING_PAYMENT },
        {
          $set: { paymentAbandonedAt: now, 'payment.message': 'Payment not completed in time' },
          ...releasingStock(now),
        },
      )
      .select(RELEASE_FIELDS)
      .lean();
    if (!before) return false;
    await this.events.emit('order.abandoned', {
      orderId: order._id.toString(),
      stockHeld: unitsReleasedBy(before),
    });
    return true;
  }

  /** The order this provider payment pays for, if any. */
  async orderIdOf(paymentId: string): Promise<string | null> {
    const found = await this.orders.findOne({ 'payment.id': paymentId }).select('_id').lean();
    return found ? found._id.toString() : null;
  }
}
