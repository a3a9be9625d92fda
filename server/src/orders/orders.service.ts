import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  CURRENCY,
  DASHBOARD_DAYS,
  PAYMENT_MESSAGES,
  SHOP_NAME,
  SHOP_TIME_ZONE,
  VAT_RATE,
  cardBrandOf,
  firstPaymentProblem,
  fromHalalas,
  includedVatHalalas,
  isValidPhone,
  normalizeCardNumber,
  toHalalas,
  VALIDATION,
  type DailyFigures,
} from '@shop/shared';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import { CartsService } from '../carts/carts.service';
import type { PageWindow } from '../common/pagination';
import { RateLimiter } from '../common/rate-limiter';
import { appConfig } from '../config';
import { ProductsService } from '../products/products.service';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type PaymentSource,
  type ProviderPayment,
} from '../payment/payment-provider';
import type { AddOrderDto, OrderView, UpdateOrderDto } from './dto/order.dto';
import { ORDER_EVENTS, type OrderEvent, type ShippingChangedEvent } from './order-events';
import { CartClaim } from './schemas/cart-claim.schema';
import { Order, type OrderLine, type RefundReason } from './schemas/order.schema';

/** Where the browser comes back from the card issuer's 3-D Secure step. */
export const PAYMENT_CALLBACK_PATH = '/api/payment/callback';

const VIEW_FIELDS =
  'lines totalPrice vat fullname phone shippingAddress paymentMethod paymentStatus ' +
  'shippingStatus card createdAt paidAt invoice refundReason refundedAt';

/** A refund claim older than this was left by a process that stopped: another may take over. */
const REFUND_CLAIM_TTL_MS = 2 * 60_000;

/** What settling and refunding read of an order. */
type SettlingOrder = Pick<
  Order,
  'userId' | 'lines' | 'totalPrice' | 'paymentStatus' | 'cartVersion' | 'reserved' | 'payment'
> & { _id: Types.ObjectId };
const SETTLING_FIELDS = 'userId lines totalPrice paymentStatus cartVersion reserved +payment';

/** Orders a user may attempt in a window: enough for typos, too few for card testing. */
const ORDER_ATTEMPTS_PER_USER = 20;
const ORDER_ATTEMPT_WINDOW_MS = 10 * 60_000;

/** Where the failing payment check points in the request, for the `errors` of a 400. */
const PROBLEM_FIELDS = {
  phone: 'phone',
  cardNumber: 'cardDetails.number',
  cvc: 'cardDetails.cvc',
  expiry: 'cardDetails.month',
} as const;

type StoredOrder = Omit<OrderView, 'user'> & { userId?: unknown };

/** A day as Saudi Arabia counts it: YYYY-MM-DD. */
const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface OrderFigures {
  orders: number;
  revenue: number;
  paidOrders: number;
  pendingOrders: number;
  failedOrders: number;
  days: DailyFigures[];
}

@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');
  private readonly attempts = new RateLimiter(ORDER_ATTEMPTS_PER_USER, ORDER_ATTEMPT_WINDOW_MS);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(CartClaim.name) private readonly claims: Model<CartClaim>,
    private readonly carts: CartsService,
    private readonly products: ProductsService,
    private readonly events: EventEmitter2,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /**
   * Places the caller's cart as an order and starts its card payment. The payment checks of the
   * spec run first, in their order; the lines and prices come from the cart and the catalog,
   * never from the client; the card itself is passed on to the provider and forgotten.
   */
  async place(userId: string, request: AddOrderDto) {
    await this.attempts.consume(userId);
    const { source, card } = await this.paymentSourceOf(request);

    const { view: cart, version, demand } = await this.carts.snapshot(userId);
    if (cart.items.length === 0) throw new BadRequestException(PAYMENT_MESSAGES.cartEmpty);
    const lines: OrderLine[] = cart.items.map((item) => {
      const [kind, catalogItem] = item.productId
        ? (['product', item.productId] as const)
        : (['package', item.packageId!] as const);
      return {
        kind,
        itemId: new Types.ObjectId(String(catalogItem._id)),
        name: catalogItem.name,
        ...(catalogItem.nameAr && { nameAr: catalogItem.nameAr }),
        unitPrice: catalogItem.price,
        quantity: item.quantity,
        price: item.price,
      };
    });
    const totalHalalas = toHalalas(cart.totalPrice);
    const givenId = randomUUID();
    // Taken before the order exists: a shortfall answers 409 and leaves nothing behind.
    const reserved = await this.products.reserve(demand);
    let order;
    try {
      order = await this.orders.create({
        userId,
        lines,
        totalPrice: cart.totalPrice,
        vat: fromHalalas(includedVatHalalas(totalHalalas, VAT_RATE)),
        fullname: request.fullname,
        phone: request.phone,
        shippingAddress: request.shippingAddress,
        card,
        payment: { provider: this.provider.name, givenId },
        cartVersion: version,
        reserved,
      });
    } catch (error) {
      await this.products.release(reserved);
      throw error;
    }

    let payment: ProviderPayment;
    try {
      payment = await this.provider.create({
        amount: totalHalalas,
        currency: CURRENCY,
        description: `${SHOP_NAME} order ${order._id.toString()}`,
        callbackUrl: `${this.app.publicUrl}${PAYMENT_CALLBACK_PATH}`,
        givenId,
        source,
        metadata: { order_id: order._id.toString() },
      });
    } catch (error) {
      // Refused or unreachable: no order is left behind for a payment that never started.
      await this.orders.deleteOne({ _id: order._id });
      await this.products.release(reserved);
      throw error;
    }
    await this.orders.updateOne({ _id: order._id }, { 'payment.id': payment.id });
    // A payment that ended at once (no 3-D Secure step) goes through the same return.
    const transactionUrl =
      payment.transactionUrl ??
      `${this.app.publicUrl}${PAYMENT_CALLBACK_PATH}?id=${encodeURIComponent(payment.id)}`;
    return {
      order: await this.findOne(order._id),
      payment: {
        id: payment.id,
        status: payment.status,
        source: { transaction_url: transactionUrl },
      },
    };
  }

  /**
   * What the payment is made with, checked: the card itself (the spec's checks in their order,
   * then the expiry), or — with a provider that takes them — a token the browser got for it, so
   * that the card never reaches the shop. Answers the source and what the order keeps of the card.
   */
  private async paymentSourceOf(
    request: AddOrderDto,
  ): Promise<{ source: PaymentSource; card: { brand: string; last4: string } }> {
    const { cardDetails, token } = request;
    if (token !== undefined && cardDetails !== undefined) {
      throw new BadRequestException('Send either cardDetails or token, not both.');
    }
    if (token !== undefined) {
      if (!isValidPhone(request.phone)) {
        throw new BadRequestException({
          message: VALIDATION.paymentPhone,
          errors: { phone: [VALIDATION.paymentPhone] },
        });
      }
      if (!this.provider.describeToken) {
        throw new BadRequestException(
          'This shop takes card details, not tokens: send cardDetails.',
        );
      }
      const card = await this.provider.describeToken(token);
      if (!card) {
        throw new BadRequestException({
          message: 'The card token is not valid.',
          errors: { token: ['The card token is not valid.'] },
        });
      }
      return { source: { type: 'token', token }, card };
    }
    const problem = firstPaymentProblem({
      phone: request.phone,
      cardNumber: cardDetails!.number,
      cvc: cardDetails!.cvc,
      month: cardDetails!.month,
      year: cardDetails!.year,
    });
    if (problem) {
      throw new BadRequestException({
        message: problem.message,
        errors: { [PROBLEM_FIELDS[problem.field]]: [problem.message] },
      });
    }
    const number = normalizeCardNumber(cardDetails!.number);
    return {
      source: {
        type: 'card',
        card: { ...cardDetails!, number, cvc: cardDetails!.cvc.trim() },
      },
      card: { brand: cardBrandOf(number), last4: number.slice(-4) },
    };
  }

  /**
   * Brings an order up to date with its payment, as the provider reports it (never as the
   * browser says). Every change is one conditional update of the order (`paymentStatus:
   * 'initiated'` in its filter), so however many callbacks, webhooks and server processes race,
   * the order changes once and its event is emitted once: paid (its lines leave the cart) or
   * failed (its stock comes back). A paid payment for a cart another order already paid for is
   * refunded. Replays, and payments still waiting, change nothing. Returns the order's id, or
   * null when no order has this payment.
   */
  async settle(paymentId: string): Promise<string | null> {
    const orderId = await this.orderIdOf(paymentId);
    if (!orderId) return null;
    const order = await this.orders.findById(orderId).select(SETTLING_FIELDS).lean<SettlingOrder>();
    if (!order || order.paymentStatus !== 'initiated') return orderId;
    const payment = await this.provider.fetch(paymentId);
    if (!payment || payment.status === 'initiated') return orderId;

    const expected = toHalalas(order.totalPrice);
    const genuine = payment.amount === expected && payment.currency === CURRENCY;
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
        { _id: order._id, paymentStatus: 'initiated' },
        { paymentStatus: 'paid', 'payment.message': payment.message, paidAt: new Date() },
      );
      if (result.modifiedCount === 1) {
        await this.carts.removeLines(order.userId, order.lines);
        await this.emit(ORDER_EVENTS.paid, { orderId });
      }
    }
    return orderId;
  }

  /** Fails an order awaiting payment, once: its stock comes back and `failed` is emitted. */
  private async fail(order: SettlingOrder, message: string | undefined): Promise<boolean> {
    const result = await this.orders.updateOne(
      { _id: order._id, paymentStatus: 'initiated' },
      { paymentStatus: 'failed', 'payment.message': message },
    );
    if (result.modifiedCount !== 1) return false;
    await this.products.release(order.reserved);
    await this.emit(ORDER_EVENTS.failed, { orderId: order._id.toString() });
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
      if ((error as { code?: number }).code !== 11000) throw error;
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
    from: 'initiated' | 'paid',
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
    const refunded = await this.orders.updateOne(
      { _id: order._id, paymentStatus: from },
      {
        $set: { paymentStatus: 'refunded', refundReason: reason, refundedAt: new Date() },
        $unset: { 'payment.refundingSince': '' },
      },
    );
    if (refunded.modifiedCount !== 1) return false;
    await this.products.release(order.reserved);
    await this.emit(ORDER_EVENTS.refunded, { orderId: order._id.toString() });
    return true;
  }

  /**
   * The admin's refund of a paid order: the whole amount goes back to the card, the stock comes
   * back, `refunded` is emitted. Once only: anything but a paid order answers 409, and a
   * provider failure answers 502 and leaves the order paid.
   */
  async refund(id: string): Promise<OrderView> {
    const order = await this.orders.findById(id).select(SETTLING_FIELDS).lean<SettlingOrder>();
    if (!order) throw new NotFoundException('Order not found.');
    if (order.paymentStatus !== 'paid' || !order.payment.id) {
      throw new ConflictException(
        order.paymentStatus === 'refunded'
          ? 'This order is refunded already.'
          : 'Only a paid order can be refunded.',
      );
    }
    let done: boolean;
    try {
      done = await this.refundPayment(order, 'paid', 'admin');
    } catch (error) {
      this.logger.warn(`Refund of order ${id} failed: ${(error as Error).message}`);
      throw new BadGatewayException(
        'The payment service did not refund the payment. The order is still paid; try again later.',
      );
    }
    if (!done) throw new ConflictException('A refund of this order is under way or done already.');
    return this.findOne(id);
  }

  /**
   * Fails the orders that have waited for their payment longer than `timeoutMs` (asking the
   * provider first, in case the payment ended meanwhile) and gives their stock back. Safe with
   * several processes: each order changes once, by a conditional update. Answers how many it
   * failed.
   */
  async expireStale(timeoutMs: number, now: Date = new Date()): Promise<number> {
    const stale = await this.orders
      .find({
        paymentStatus: 'initiated',
        createdAt: trusted({ $lt: new Date(now.getTime() - timeoutMs) }),
      })
      .select(SETTLING_FIELDS)
      .limit(500)
      .lean<SettlingOrder[]>();
    let expired = 0;
    for (const order of stale) {
      try {
        if (order.payment.id) await this.settle(order.payment.id);
        if (await this.fail(order, 'Payment not completed in time')) expired += 1;
      } catch (error) {
        // The provider cannot say now: the order waits for the next round.
        this.logger.warn(`Order ${order._id.toString()} not expired: ${(error as Error).message}`);
      }
    }
    return expired;
  }

  private async emit(event: string, payload: OrderEvent): Promise<void> {
    await this.events.emitAsync(event, payload);
  }

  /** The order this provider payment pays for, if any. */
  async orderIdOf(paymentId: string): Promise<string | null> {
    const found = await this.orders.findOne({ 'payment.id': paymentId }).select('_id').lean();
    return found ? found._id.toString() : null;
  }

  listMine(userId: string): Promise<OrderView[]> {
    return this.orders
      .find({ userId })
      .select(VIEW_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .lean<OrderView[]>();
  }

  async findMine(userId: string, id: string): Promise<OrderView> {
    const order = await this.orders
      .findOne({ _id: id, userId })
      .select(VIEW_FIELDS)
      .lean<OrderView>();
    if (!order) throw new NotFoundException('Order not found.');
    return order;
  }

  /**
   * Orders matching `filter` (see order-list-query), newest first, with their customer (null
   * once the user was deleted).
   */
  async listAll(filter: FilterQuery<Order> = {}, window?: PageWindow): Promise<OrderView[]> {
    const query = this.orders
      .find(filter)
      .select(`${VIEW_FIELDS} userId`)
      .sort({ createdAt: -1, _id: -1 })
      .populate('userId', 'name email mobile')
      .lean<StoredOrder[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    return (await query).map(({ userId, ...order }) => ({
      ...order,
      user: (userId as OrderView['user']) ?? null,
    }));
  }

  count(filter: FilterQuery<Order> = {}): Promise<number> {
    return this.orders.countDocuments(filter);
  }

  async update(id: string, changes: UpdateOrderDto): Promise<OrderView> {
    if (!changes.paymentStatus && !changes.shippingStatus) {
      throw new BadRequestException('Send paymentStatus or shippingStatus.');
    }
    // The order as it was before this change, read in the same atomic step, so that of two
    // admins changing the shipping at once only one announces it.
    const before = await this.orders.findOneAndUpdate({ _id: id }, changes).lean();
    if (!before) throw new NotFoundException('Order not found.');
    if (changes.paymentStatus === 'paid') {
      await this.orders.updateOne({ _id: id, paidAt: null }, { paidAt: new Date() });
    }
    if (changes.shippingStatus && changes.shippingStatus !== before.shippingStatus) {
      const event: ShippingChangedEvent = { orderId: id, shippingStatus: changes.shippingStatus };
      await this.events.emitAsync(ORDER_EVENTS.shippingChanged, event);
    }
    return this.findOne(id);
  }

  async delete(id: string): Promise<void> {
    const { deletedCount } = await this.orders.deleteOne({ _id: id });
    if (deletedCount === 0) throw new NotFoundException('Order not found.');
  }

  /** The dashboard's order figures: counts by payment status, revenue, and the last days. */
  async figures(now: Date = new Date()): Promise<OrderFigures> {
    // Counted and added up here rather than with $group: FerretDB 1.x answers 0 for $sum over
    // a field, silently.
    const [orders, paidOrders, pendingOrders, failedOrders, paid] = await Promise.all([
      this.orders.countDocuments(),
      this.orders.countDocuments({ paymentStatus: 'paid' }),
      this.orders.countDocuments({ paymentStatus: 'initiated' }),
      this.orders.countDocuments({ paymentStatus: 'failed' }),
      this.orders.find({ paymentStatus: 'paid' }).select('totalPrice -_id').lean(),
    ]);
    const dayMs = 86_400_000;
    const days = new Map<string, DailyFigures>();
    for (let back = DASHBOARD_DAYS - 1; back >= 0; back -= 1) {
      const date = shopDay.format(new Date(now.getTime() - back * dayMs));
      days.set(date, { date, orders: 0, revenue: 0 });
    }
    const recent = await this.orders
      .find({ createdAt: trusted({ $gte: new Date(now.getTime() - DASHBOARD_DAYS * dayMs) }) })
      .select('createdAt totalPrice paymentStatus')
      .lean();
    // Revenue is counted in halalas until the answer.
    for (const order of recent) {
      const day = days.get(shopDay.format(order.createdAt));
      if (!day) continue;
      day.orders += 1;
      if (order.paymentStatus === 'paid') day.revenue += toHalalas(order.totalPrice);
    }

    return {
      orders,
      revenue: fromHalalas(paid.reduce((sum, order) => sum + toHalalas(order.totalPrice), 0)),
      paidOrders,
      pendingOrders,
      failedOrders,
      days: [...days.values()].map((day) => ({ ...day, revenue: fromHalalas(day.revenue) })),
    };
  }

  private async findOne(id: Types.ObjectId | string): Promise<OrderView> {
    const order = await this.orders.findById(id).select(VIEW_FIELDS).lean<OrderView>();
    if (!order) throw new NotFoundException('Order not found.');
    return order;
  }
}
