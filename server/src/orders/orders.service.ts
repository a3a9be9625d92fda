import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  DELETED_CUSTOMER_PLACEHOLDER,
  CURRENCY,
  SHOP_NAME,
  VAT_RATE,
  cardBrandOf,
  declaredError,
  firstPaymentProblem,
  fromHalalas,
  includedVatHalalas,
  isValidPhone,
  normalizeCardNumber,
  toHalalas,
} from '@shop/shared';
import { type FilterQuery, Model, trusted, Types } from 'mongoose';
import { CartsService } from '../carts/carts.service';
import type { PageWindow } from '../common/list-queries';
import { RateLimiter } from '../common/rate-limiter';
import { UndoSteps } from '../common/undo-steps';
import { ShopError, shopError } from '../common/shop-error';
import { appConfig, ordersConfig } from '../config';
import { isDuplicateKey } from '../database/database-errors';
import { EventBus, OnShopEvent } from '../events/event-bus';
import type { ReservedUnits, ShopEvents } from '../events/shop-events';
import { InventoryService } from '../inventory/inventory.service';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type CardSummary,
  type PaymentSource,
  type ProviderPayment,
} from '../payment/payment-provider';
import type { AddOrderDto, OrderView, UpdateOrderDto } from './dto/order.dto';
import { OrderPlacement } from './schemas/order-placement.schema';
import { Order, type OrderLine } from './schemas/order.schema';

/** Where the browser comes back from the card issuer's 3-D Secure step. */
export const PAYMENT_CALLBACK_PATH = '/api/payment/callback';

const VIEW_FIELDS =
  'reference lines totalPrice vat fullname phone shippingAddress paymentMethod paymentStatus ' +
  'shippingStatus card createdAt paidAt invoice refundReason refundedAt';

/** Orders a user may attempt in a window: enough for typos, too few for card testing. */
const ORDER_ATTEMPTS_PER_USER = 20;
const ORDER_ATTEMPT_WINDOW_MS = 10 * 60_000;
/** Longer than any placement takes (the payment provider's tries included). */
const PLACEMENT_LEASE_MS = 2 * 60_000;

/** Where the failing payment check points in the request, for the `errors` of a 400. */
const PROBLEM_FIELDS = {
  phone: 'phone',
  cardNumber: 'cardDetails.number',
  cvc: 'cardDetails.cvc',
  expiry: 'cardDetails.month',
} as const;

type StoredOrder = Omit<OrderView, 'user'> & { userId?: unknown };

/** The cart as an order is placed from it. */
interface CartToOrder {
  lines: OrderLine[];
  /** SAR, VAT included. */
  totalPrice: number;
  totalHalalas: number;
  /** The cart's version: one order of a version may end paid. */
  version: number;
}

/** What the dashboard reads of the orders (its figures are worked out in src/dashboard). */
export interface OrderFacts {
  orders: number;
  paidOrders: number;
  pendingOrders: number;
  failedOrders: number;
  /** The totals of the paid orders, SAR. */
  paidTotals: number[];
  /** The orders placed since the day asked for. */
  recent: { createdAt: Date; totalPrice: number; paymentStatus: string }[];
}

/**
 * Places orders from the cart and keeps them: the shopper's and the admin's reads and changes.
 * What becomes of a payment afterwards is OrderSettlementService's; the dashboard works out its
 * figures from `dashboardFacts` (src/dashboard/order-figures.ts).
 */
@Injectable()
export class OrdersService {
  private readonly attempts = new RateLimiter(ORDER_ATTEMPTS_PER_USER, ORDER_ATTEMPT_WINDOW_MS);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderPlacement.name) private readonly placements: Model<OrderPlacement>,
    private readonly carts: CartsService,
    private readonly inventory: InventoryService,
    private readonly events: EventBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  /**
   * Places the caller's cart as an order and starts its card payment, in named steps. The payment
   * checks of docs/behaviour.md run first, in their order; the lines and prices come from the
   * cart and the catalog, never from the client. Then, one placement per shopper at a time,
   * three steps that each leave something behind: the stock is held (holdStock), the order
   * recorded, the payment started (the card is passed on to the provider and forgotten). A step
   * that fails undoes those before it, newest first: a shortfall, or a payment refused or
   * unreachable, leaves no order and takes no stock.
   */
  async place(userId: string, request: AddOrderDto) {
    await this.attempts.consume(userId);
    const { source, card } = await this.paymentSourceOf(request);
    const since = await this.claimPlacement(userId);
    try {
      return await this.placeCart(userId, request, source, card);
    } finally {
      await this.placements.deleteOne({ _id: userId, since });
    }
  }

  /**
   * Takes the shopper's placement lease; 409 ORDER_BEING_PLACED while another placement of
   * theirs is under way. One atomic upsert, as database/run-once.ts claims: a live lease makes
   * its insert meet the _id. Answers the lease's start, to let go of it by.
   */
  private async claimPlacement(userId: string): Promise<Date> {
    const since = new Date();
    try {
      await this.placements.updateOne(
        { _id: userId, since: trusted({ $lt: new Date(since.getTime() - PLACEMENT_LEASE_MS) }) },
        { $set: { since } },
        { upsert: true },
      );
      return since;
    } catch (error) {
      if (isDuplicateKey(error)) throw shopError('ORDER_BEING_PLACED');
      throw error;
    }
  }

  private async placeCart(
    userId: string,
    request: AddOrderDto,
    source: PaymentSource,
    card: CardSummary,
  ) {
    const cart = await this.cartToOrder(userId);
    const orderId = new Types.ObjectId();
    const steps = new UndoSteps();
    const reserved = await steps.run(
      () => this.holdStock(userId, orderId, cart),
      (units) => this.inventory.release(units),
    );
    const order = await steps.run(
      () => this.record(orderId, userId, request, cart, card, reserved),
      (recorded) => this.orders.deleteOne({ _id: recorded._id }),
    );
    const payment = await steps.last(() => this.startPayment(order, cart.totalHalalas, source));
    // From here the payment exists: its outcome comes through its return, nothing is undone.
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

  /** The caller's cart as an order's lines and totals, at catalog prices (400 when empty). */
  private async cartToOrder(userId: string): Promise<CartToOrder> {
    const { view: cart, version } = await this.carts.snapshot(userId);
    if (cart.items.length === 0) throw shopError('CART_EMPTY');
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
    return {
      lines,
      totalPrice: cart.totalPrice,
      totalHalalas: toHalalas(cart.totalPrice),
      version,
    };
  }

  /**
   * The units the new order holds. One cart version holds one reservation: an order of the same
   * version still awaiting payment is replaced — failed, in one conditional update that hands its
   * units over to the new order (the shopper may have left its 3-D Secure page, or now pays with
   * another card; should its payment still succeed, it is refunded as paid too late). Otherwise
   * the order is one more awaiting payment: at most ORDER_MAX_UNPAID of them (409 beyond), and
   * its units are reserved afresh.
   */
  private async holdStock(
    userId: string,
    orderId: Types.ObjectId,
    cart: CartToOrder,
  ): Promise<ReservedUnits[]> {
    const replaced = await this.orders
      .findOneAndUpdate(
        { userId, cartVersion: cart.version, paymentStatus: 'initiated', stockReleasedAt: null },
        {
          paymentStatus: 'failed',
          'payment.message': `Replaced by order ${orderId.toString()}`,
          stockReleasedAt: new Date(),
        },
      )
      .select('reserved')
      .lean();
    if (replaced) {
      // Its units are the new order's now: nothing goes back on sale.
      await this.events.emit('order.failed', { orderId: replaced._id.toString(), stockHeld: [] });
      return replaced.reserved;
    }
    const max = this.config.maxUnpaidPerShopper;
    if ((await this.orders.countDocuments({ userId, paymentStatus: 'initiated' })) >= max) {
      throw shopError('ORDERS_UNPAID_LIMIT', { max });
    }
    return this.inventory.reserve(cart.lines);
  }

  /** Records the order, awaiting its payment, with the stock it holds. */
  private record(
    orderId: Types.ObjectId,
    userId: string,
    request: AddOrderDto,
    cart: CartToOrder,
    card: CardSummary,
    reserved: ReservedUnits[],
  ) {
    return this.orders.create({
      _id: orderId,
      userId,
      lines: cart.lines,
      totalPrice: cart.totalPrice,
      vat: fromHalalas(includedVatHalalas(cart.totalHalalas, VAT_RATE)),
      fullname: request.fullname,
      phone: request.phone,
      shippingAddress: request.shippingAddress,
      card,
      payment: { provider: this.provider.name, givenId: randomUUID() },
      cartVersion: cart.version,
      reserved,
    });
  }

  /** Creates the order's payment with the provider, under the order's idempotency key. */
  private startPayment(
    order: Pick<Order, 'payment'> & { _id: Types.ObjectId },
    amount: number,
    source: PaymentSource,
  ): Promise<ProviderPayment> {
    return this.provider.create({
      amount,
      currency: CURRENCY,
      description: `${SHOP_NAME} order ${order._id.toString()}`,
      callbackUrl: `${this.app.publicUrl}${PAYMENT_CALLBACK_PATH}`,
      givenId: order.payment.givenId,
      source,
      metadata: { order_id: order._id.toString() },
    });
  }

  /**
   * What the payment is made with, checked: the card itself (the payment checks in their order,
   * then the expiry), or — with a provider that takes them — a token the browser got for it, so
   * that the card never reaches the shop. Answers the source and what the order keeps of the card.
   */
  private async paymentSourceOf(
    request: AddOrderDto,
  ): Promise<{ source: PaymentSource; card: { brand: string; last4: string } }> {
    const { cardDetails, token } = request;
    if (token !== undefined && cardDetails !== undefined) {
      throw shopError('PAYMENT_CARD_OR_TOKEN');
    }
    if (token !== undefined) {
      if (!isValidPhone(request.phone)) {
        throw ShopError.onField('phone', declaredError('PAYMENT_PHONE_INVALID'));
      }
      if (!this.provider.describeToken) {
        throw shopError('PAYMENT_TOKENS_NOT_TAKEN');
      }
      const card = await this.provider.describeToken(token);
      if (!card) {
        throw ShopError.onField('token', declaredError('PAYMENT_TOKEN_INVALID'));
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
      const { field, ...refusal } = problem;
      throw ShopError.onField(PROBLEM_FIELDS[field], refusal);
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
   * A deleted customer's orders stay (with their tax invoices, as the law requires) with a
   * placeholder in place of the name, phone and address the orders were placed with; the
   * documents made from those are then made again (orders.anonymised). Idempotent: a deletion
   * that failed later runs it again.
   */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    const orders = await this.orders.find({ userId }).select('_id').lean();
    if (!orders.length) return;
    await this.orders.updateMany(
      { userId },
      {
        $set: {
          fullname: DELETED_CUSTOMER_PLACEHOLDER,
          phone: DELETED_CUSTOMER_PLACEHOLDER,
          shippingAddress: DELETED_CUSTOMER_PLACEHOLDER,
        },
      },
    );
    await this.events.emit('orders.anonymised', {
      orderIds: orders.map(({ _id }) => _id.toString()),
    });
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
    if (!order) throw shopError('ORDER_NOT_FOUND');
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
      throw shopError('ORDER_UPDATE_EMPTY');
    }
    // The order as it was before this change, read in the same atomic step, so that of two
    // admins changing the shipping at once only one announces it.
    const before = await this.orders.findOneAndUpdate({ _id: id }, changes).lean();
    if (!before) throw shopError('ORDER_NOT_FOUND');
    if (changes.paymentStatus === 'paid') {
      await this.orders.updateOne({ _id: id, paidAt: null }, { paidAt: new Date() });
    }
    if (changes.shippingStatus && changes.shippingStatus !== before.shippingStatus) {
      await this.events.emit('order.shipping-changed', {
        orderId: id,
        shippingStatus: changes.shippingStatus,
      });
    }
    return this.findOne(id);
  }

  async delete(id: string): Promise<void> {
    if (!(await this.orders.exists({ _id: id }))) throw shopError('ORDER_NOT_FOUND');
    // What other modules keep of the order goes first, so a failure leaves an order to delete again.
    await this.events.emit('order.deleted', { orderId: id });
    const { deletedCount } = await this.orders.deleteOne({ _id: id });
    if (deletedCount === 0) throw shopError('ORDER_NOT_FOUND');
  }

  /**
   * What the dashboard reads of the orders: counts by payment status, the paid orders' totals,
   * and the orders placed since `since`, added up by the caller (dashboard/order-figures.ts).
   */
  async dashboardFacts(since: Date): Promise<OrderFacts> {
    const [orders, paidOrders, pendingOrders, failedOrders, paid, recent] = await Promise.all([
      this.orders.countDocuments(),
      this.orders.countDocuments({ paymentStatus: 'paid' }),
      this.orders.countDocuments({ paymentStatus: 'initiated' }),
      this.orders.countDocuments({ paymentStatus: 'failed' }),
      this.orders.find({ paymentStatus: 'paid' }).select('totalPrice -_id').lean(),
      this.orders
        .find({ createdAt: trusted({ $gte: since }) })
        .select('createdAt totalPrice paymentStatus -_id')
        .lean(),
    ]);
    return {
      orders,
      paidOrders,
      pendingOrders,
      failedOrders,
      paidTotals: paid.map((order) => order.totalPrice),
      recent,
    };
  }

  /** One order as the admin and its owner see it. */
  async findOne(id: Types.ObjectId | string): Promise<OrderView> {
    const order = await this.orders.findById(id).select(VIEW_FIELDS).lean<OrderView>();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    return order;
  }
}
