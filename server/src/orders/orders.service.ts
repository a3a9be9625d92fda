import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  CASH_ON_DELIVERY,
  DELETED_CUSTOMER_PLACEHOLDER,
  CURRENCY,
  PAYMENT_METHOD,
  SHOP_NAME,
  VAT_RATE,
  cardBrandOf,
  declaredError,
  firstPaymentProblem,
  fromHalalas,
  includedVatHalalas,
  isValidPhone,
  MIN_CARD_PAYMENT_HALALAS,
  normalizeCardNumber,
  shippingMayMove,
  toHalalas,
  type PaymentStatus,
  type PublicUser,
  type SavedAddress,
  type ShippingStatus,
} from '@shop/shared';
import { type FilterQuery, Model, trusted, Types, type UpdateQuery } from 'mongoose';
import { AddressesService } from '../addresses/addresses.service';
import { addressText, nationalAddressOf } from '../addresses/national-address';
import { CartsService } from '../carts/carts.service';
import { appliedDiscounts, type Discount, type Discounts } from '../promotions/discounts';
import { PromotionsService, type PromotionCart } from '../promotions/promotions.service';
import type { PageWindow } from '../common/list-queries';
import { RateLimiter } from '../common/rate-limiter';
import { UndoSteps } from '../common/undo-steps';
import { ShopError, shopError } from '../common/shop-error';
import { appConfig, ordersConfig } from '../config';
import { releaseLease, takeLease } from '../database/lease';
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
import { cityNamed } from '../shipping/saudi-cities';
import { ShippingService } from '../shipping/shipping.service';
import { UserOwnedWrites } from '../users/user-owned-writes';
import type { AddOrderDto, OrderView, UpdateOrderDto } from './dto/order.dto';
import { cardOrderAwaiting, replaceableOrder } from './order-history';
import { OrderPlacement } from './schemas/order-placement.schema';
import {
  AWAITING_PAYMENT,
  couponOf,
  Order,
  type OrderLine,
  type OrderShipping,
  type PaymentStatusChange,
  orderReferenceOf,
  releasingStock,
  unitsReleasedBy,
} from './schemas/order.schema';

/** Where the browser comes back from the card issuer's 3-D Secure step. */
export const PAYMENT_CALLBACK_PATH = '/api/payment/callback';

/**
 * The payment statuses an admin may record by hand, from each status: an order awaiting payment
 * paid outside the shop, or failed. Nothing else: `failed` and `refunded` are the provider's word
 * or a refund done, a paid order is refunded through refundOrder, and an abandoned order (still
 * `initiated`) awaits nothing: its stock went back, and its cart may have been ordered again.
 */
const PAYMENT_BY_HAND: Partial<Record<PaymentStatus, PaymentStatus[]>> = {
  initiated: ['paid', 'failed'],
};

/** What an order answers to its shopper... */
const VIEW_FIELDS =
  'reference lines totalPrice vat fullname phone shippingAddress paymentMethod paymentStatus ' +
  'shippingStatus card shipping discounts createdAt paidAt paymentAbandonedAt invoice ' +
  'creditNote refundReason refundedAt';
/** ...and to an admin. */
export const ADMIN_VIEW_FIELDS = `${VIEW_FIELDS} paymentChanges archivedAt`;

/** The shipping statuses an order's delivery keeps the date of. */
const DATED_STATUSES: Partial<Record<ShippingStatus, string>> = {
  shipped: 'shipping.shippedAt',
  delivered: 'shipping.deliveredAt',
};

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
  month: 'cardDetails.month',
  year: 'cardDetails.year',
} as const;

type StoredOrder = Omit<OrderView, 'user'> & { userId?: unknown };

/** The cart as an order is placed from it. */
interface CartToOrder {
  lines: OrderLine[];
  /** The items at catalog prices, halalas, VAT included. */
  subtotalHalalas: number;
  /** SAR, VAT included: what the items cost after the cart's discounts (the zone's free-above). */
  itemsPrice: number;
  /** The cart's version: one order of a version may end paid. */
  version: number;
  promotions: PromotionCart;
}

/** How an order is paid: by card (its source at the provider, and what is kept of the card)... */
type OrderPayment =
  | { method: typeof PAYMENT_METHOD; source: PaymentSource; card: CardSummary }
  /** ...or in cash on delivery. */
  | { method: typeof CASH_ON_DELIVERY };

/** What an order is placed with: how it is paid, and the address of the book it goes to. */
interface Placing {
  payment: OrderPayment;
  address?: SavedAddress;
}

/** The order's total: its items and its delivery less its discounts, SAR, VAT included. */
interface OrderTotal {
  totalPrice: number;
  totalHalalas: number;
  shipping?: OrderShipping;
  discounts: Discount[];
  /** The coupon the order uses: one of its uses is reserved with the order. */
  coupon?: Discounts['coupon'];
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
    private readonly addresses: AddressesService,
    private readonly shipping: ShippingService,
    private readonly promotions: PromotionsService,
    private readonly events: EventBus,
    private readonly userWrites: UserOwnedWrites,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  /**
   * Places the caller's cart as an order and starts its card payment, in named steps. The payment
   * checks of docs/behaviour.md run first, in their order, then the address of the book is
   * looked up; the lines and prices come from the cart and the catalog, the delivery fee from
   * the address's zone, never from the client. Then, one placement per shopper at a time, three
   * steps that each leave something behind: the stock is held (holdStock), the order recorded,
   * and the card payment started (the card is passed on to the provider and forgotten) — or, for
   * cash on delivery, the lines taken out of the cart. A step that fails undoes those before it,
   * newest first: a shortfall, or a payment refused or unreachable, leaves no order and takes no
   * stock.
   */
  async place(userId: string, request: AddOrderDto) {
    await this.attempts.consume(userId);
    const payment: OrderPayment =
      request.paymentMethod === CASH_ON_DELIVERY
        ? cashOnDelivery(request)
        : { method: PAYMENT_METHOD, ...(await this.paymentSourceOf(request)) };
    const address = request.addressId
      ? await this.addresses.findMine(userId, request.addressId)
      : undefined;
    if (payment.method === CASH_ON_DELIVERY && !address) {
      throw ShopError.onField('addressId', declaredError('COD_NEEDS_ADDRESS'));
    }
    // The shopper's placement lease: 409 while another placement of theirs is under way.
    const since = await takeLease(this.placements, userId, PLACEMENT_LEASE_MS);
    if (!since) throw shopError('ORDER_BEING_PLACED');
    try {
      return await this.placeCart(userId, request, { payment, address });
    } finally {
      await releaseLease(this.placements, userId, since);
    }
  }

  private async placeCart(userId: string, request: AddOrderDto, placing: Placing) {
    const cart = await this.cartToOrder(userId);
    const total = await this.totalOf(cart, placing);
    const cash = placing.payment.method === CASH_ON_DELIVERY;
    if (cash) await this.checkCashOnDelivery(userId, total);
    else checkCardMinimum(total);
    const orderId = new Types.ObjectId();
    const steps = new UndoSteps();
    const reserved = await steps.run(
      () => this.holdStock(userId, orderId, cart, !cash),
      (units) => this.inventory.release(units),
    );
    const { coupon } = total;
    if (coupon) {
      await steps.run(
        () => this.promotions.reserve(orderId, userId, coupon),
        () => this.promotions.release(orderId),
      );
    }
    const order = await steps.run(
      // A shopper deleted meanwhile keeps no order naming them (401, and the steps are undone).
      () =>
        this.userWrites.write(
          userId,
          () => this.record(orderId, userId, request, { cart, total, placing, reserved }),
          () => this.orders.deleteOne({ _id: orderId }),
        ),
      (recorded) => this.orders.deleteOne({ _id: recorded._id }),
    );
    if (placing.payment.method === CASH_ON_DELIVERY) {
      // Nothing to pay now: the order is placed, and what it holds leaves the cart.
      await steps.last(() =>
        this.carts.removeOrdered(userId, { lines: cart.lines, couponCode: coupon?.coupon.code }),
      );
      return { order: await this.findOne(order._id) };
    }
    const { source } = placing.payment;
    const payment = await steps.last(() => this.startPayment(order, total.totalHalalas, source));
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
    const { view: cart, version, promotions } = await this.carts.snapshot(userId);
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
      subtotalHalalas: toHalalas(cart.subtotal),
      itemsPrice: cart.totalPrice,
      version,
      promotions,
    };
  }

  /**
   * The units the new order holds. One cart version holds one reservation: a card order of the
   * same version still awaiting payment is replaced — abandoned (not failed: its payment is still
   * `initiated` at the provider), in one conditional update that hands its units over to the new
   * order (the shopper may have left its 3-D Secure page, or now pays with another card or in
   * cash; should its payment still succeed, it is refunded as paid too late). Otherwise a new
   * card order is one more awaiting payment: at most ORDER_MAX_UNPAID of them (409 beyond); and
   * its units are reserved afresh.
   */
  private async holdStock(
    userId: string,
    orderId: Types.ObjectId,
    cart: CartToOrder,
    byCard: boolean,
  ): Promise<ReservedUnits[]> {
    const now = new Date();
    const replaced = await this.orders
      .findOneAndUpdate(replaceableOrder(userId, cart.version), {
        paymentAbandonedAt: now,
        'payment.message': `Replaced by order ${orderId.toString()}`,
        stockReleasedAt: now,
      })
      .select('reserved')
      .lean();
    if (replaced) {
      // Its units are the new order's now: nothing goes back on sale.
      await this.events.emit('order.abandoned', {
        orderId: replaced._id.toString(),
        stockHeld: [],
      });
      return replaced.reserved;
    }
    const max = this.config.maxUnpaidPerShopper;
    if (byCard && (await this.orders.countDocuments(cardOrderAwaiting(userId))) >= max) {
      throw shopError('ORDERS_UNPAID_LIMIT', { max });
    }
    return this.inventory.reserve(cart.lines);
  }

  /** Records the order, awaiting its payment, with the stock it holds. */
  private record(
    orderId: Types.ObjectId,
    userId: string,
    request: AddOrderDto,
    placed: { cart: CartToOrder; total: OrderTotal; placing: Placing; reserved: ReservedUnits[] },
  ) {
    const { cart, total, reserved } = placed;
    const { payment, address } = placed.placing;
    return this.orders.create({
      _id: orderId,
      userId,
      lines: cart.lines,
      totalPrice: total.totalPrice,
      vat: fromHalalas(includedVatHalalas(total.totalHalalas, VAT_RATE)),
      fullname: request.fullname,
      phone: request.phone,
      shippingAddress: address ? addressText(address) : request.shippingAddress,
      paymentMethod: payment.method,
      ...(payment.method === PAYMENT_METHOD && {
        card: payment.card,
        payment: { provider: this.provider.name, givenId: randomUUID() },
      }),
      ...(total.shipping && { shipping: total.shipping }),
      ...(total.discounts.length > 0 && { discounts: appliedDiscounts(total.discounts) }),
      cartVersion: cart.version,
      reserved,
    });
  }

  /**
   * What the order costs with its delivery and discounts: the items; the zone's fee for the
   * address's city (400 CITY_NOT_SERVED where no zone delivers; nothing is held yet) with, for
   * cash on delivery, the zone's cash fee (400 COD_NOT_OFFERED where the zone takes no cash);
   * less the cart's discounts, worked out again with the delivery fee (a free-delivery offer
   * takes it off). A coupon the cart keeps that no longer applies refuses the order with its
   * reason: an order is never placed without the discount its shopper was shown. An order
   * placed with the documented address text alone has no delivery quote.
   */
  private async totalOf(cart: CartToOrder, { address, payment }: Placing): Promise<OrderTotal> {
    let shipping: OrderShipping | undefined;
    let zoneFee: number | undefined;
    if (address) {
      // The address book keeps only cities of the list.
      const city = cityNamed(address.city)!;
      const quote = await this.shipping.quote(city, cart.itemsPrice);
      const cash = payment.method === CASH_ON_DELIVERY;
      if (cash && !quote.cod) {
        throw ShopError.onField(
          'paymentMethod',
          declaredError('COD_NOT_OFFERED', { city: city.name }),
        );
      }
      const codFee = cash ? (quote.codFee ?? 0) : 0;
      zoneFee = toHalalas(quote.fee);
      shipping = {
        fee: fromHalalas(zoneFee + toHalalas(codFee)),
        ...(cash && { codFee }),
        city: city.name,
        cityAr: city.nameAr,
        minDays: quote.minDays,
        maxDays: quote.maxDays,
        address: nationalAddressOf(address),
      };
    }
    const found = await this.promotions.discountsOf(cart.promotions, zoneFee);
    if (found.couponRefusal) throw new ShopError(found.couponRefusal);
    const off = found.discounts.reduce((sum, discount) => sum + discount.halalas, 0);
    const totalHalalas = cart.subtotalHalalas + toHalalas(shipping?.fee ?? 0) - off;
    return {
      totalPrice: fromHalalas(totalHalalas),
      totalHalalas,
      ...(shipping && { shipping }),
      discounts: found.discounts,
      ...(found.coupon && { coupon: found.coupon }),
    };
  }

  /**
   * Cash on delivery's limits: an order total of at most COD_MAX_TOTAL (400), and at most
   * COD_MAX_OPEN of the shopper's cash orders awaiting delivery (409). Checked inside the
   * shopper's placement, so two placements at once cannot both pass the second.
   */
  private async checkCashOnDelivery(userId: string, total: OrderTotal): Promise<void> {
    const { codMaxTotal, codMaxOpen } = this.config;
    if (total.totalHalalas > toHalalas(codMaxTotal)) {
      throw ShopError.onField(
        'paymentMethod',
        declaredError('COD_ABOVE_LIMIT', { max: codMaxTotal }),
      );
    }
    const open = await this.orders.countDocuments({
      userId,
      paymentStatus: 'initiated',
      paymentMethod: CASH_ON_DELIVERY,
    });
    if (open >= codMaxOpen) throw shopError('COD_OPEN_LIMIT', { max: codMaxOpen });
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
      // The order's number as the shop shows it: the payment page and statements say it too.
      description: `${SHOP_NAME} order #${orderReferenceOf(order._id)}`,
      callbackUrl: `${this.app.publicUrl}${PAYMENT_CALLBACK_PATH}`,
      // Card orders are recorded with their payment.
      givenId: order.payment!.givenId,
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
    // The delivery's snapshot keeps its city and postal code (the zone and the tax documents'
    // buyer's area), not who lived where.
    await this.orders.updateMany(
      { userId, 'shipping.address': trusted({ $exists: true }) },
      {
        $set: Object.fromEntries(
          ['recipient', 'phone', 'buildingNumber', 'street', 'district', 'additionalNumber'].map(
            (field) => [`shipping.address.${field}`, DELETED_CUSTOMER_PLACEHOLDER],
          ),
        ),
        $unset: { 'shipping.address.shortAddress': 1, 'shipping.address.label': 1 },
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
      .select(`${ADMIN_VIEW_FIELDS} userId`)
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

  /**
   * `updateOreder`: either status, as documented, within the rules of issue 25. The shipping
   * status moves forward only (shippingMayMove: 409 SHIPPING_STATUS_BACKWARD). The payment status
   * is the provider's word: by hand an admin only records what happened outside the shop — an
   * order awaiting payment (not abandoned) paid (a bank transfer, cash) or failed (a payment
   * that will not come) — and each such change is kept on the order (who, when, from, to, why);
   * any other change answers 409 PAYMENT_CHANGE_REFUSED, and one without its `reason` 400
   * PAYMENT_REASON_REQUIRED (canceling an order awaiting payment gives its own). Recorded paid,
   * the order is paid as a card payment makes it (its lines leave the cart, its invoice is
   * issued); failed, its stock goes back — as when an order awaiting payment is canceled. One
   * update conditional on the statuses read, so that of two admins only one changes and
   * announces.
   */
  async update(id: string, changes: UpdateOrderDto, by: PublicUser): Promise<OrderView> {
    if (!changes.paymentStatus && !changes.shippingStatus) {
      throw shopError('ORDER_UPDATE_EMPTY');
    }
    const order = await this.orders
      .findById(id)
      .select('paymentStatus shippingStatus paymentAbandonedAt')
      .lean();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    const { paymentStatus: from, shippingStatus, paymentAbandonedAt } = order;
    const shipTo = changes.shippingStatus !== shippingStatus ? changes.shippingStatus : undefined;
    // Canceling an order still awaiting payment (a cash-on-delivery one has no timeout) fails
    // its payment, so its stock goes back; an abandoned one gave its stock back already.
    const cancelsUnpaid =
      shipTo === 'canceled' &&
      !paymentAbandonedAt &&
      (changes.paymentStatus ?? from) === 'initiated';
    const asked = cancelsUnpaid ? 'failed' : changes.paymentStatus;
    const payTo = asked !== from ? asked : undefined;
    const reason = changes.reason ?? (cancelsUnpaid ? 'Order canceled' : undefined);
    if (payTo && (paymentAbandonedAt || !PAYMENT_BY_HAND[from]?.includes(payTo))) {
      throw shopError('PAYMENT_CHANGE_REFUSED', { from, to: payTo });
    }
    // A change by hand records what happened outside the shop: it says what (issue 25).
    if (payTo && !reason?.trim()) {
      throw ShopError.onField('reason', declaredError('PAYMENT_REASON_REQUIRED'));
    }
    if (shipTo && !shippingMayMove(shippingStatus, shipTo)) {
      throw shopError('SHIPPING_STATUS_BACKWARD', { from: shippingStatus, to: shipTo });
    }
    const now = new Date();
    const change: UpdateQuery<Order> = {
      $set: { ...(payTo && { paymentStatus: payTo }), ...(shipTo && { shippingStatus: shipTo }) },
    };
    if (payTo) {
      const record: PaymentStatusChange = {
        at: now,
        by: { _id: String(by._id), name: by.name, email: by.email },
        from,
        to: payTo,
        ...(reason && { reason }),
      };
      change.$push = { paymentChanges: record };
      if (payTo === 'paid') change.$min = { paidAt: now };
      if (payTo === 'failed') Object.assign(change, releasingStock(now));
    }
    const before = await this.orders
      .findOneAndUpdate(
        // A payment change by hand: only while the order awaits it (not abandoned meanwhile).
        { _id: id, paymentStatus: from, shippingStatus, ...(payTo && AWAITING_PAYMENT) },
        change,
      )
      .select('userId lines discounts paymentMethod reserved stockReleasedAt')
      .lean();
    if (!before) throw shopError('ORDER_CHANGED_MEANWHILE');
    if (payTo === 'paid') {
      // A cash-on-delivery order's lines left the cart when it was placed.
      if (before.paymentMethod !== CASH_ON_DELIVERY) {
        await this.carts.removeOrdered(before.userId, {
          lines: before.lines,
          couponCode: couponOf(before),
        });
      }
      await this.events.emit('order.paid', { orderId: id });
    }
    if (payTo === 'failed') {
      await this.events.emit('order.failed', { orderId: id, stockHeld: unitsReleasedBy(before) });
    }
    if (shipTo) {
      await this.markShipping(id, shipTo, now);
      await this.events.emit('order.shipping-changed', { orderId: id, shippingStatus: shipTo });
    }
    return this.findOne(id, ADMIN_VIEW_FIELDS);
  }

  /** Dates a delivery's shipping and its arrival, once each (orders with a delivery only). */
  async markShipping(id: string, status: ShippingStatus, now: Date): Promise<void> {
    const field = DATED_STATUSES[status];
    if (!field) return;
    await this.orders.updateOne(
      { _id: id, 'shipping.city': trusted({ $exists: true }) },
      { $min: { [field]: now } },
    );
  }

  /**
   * Deletes an order, unless it has a tax document (an invoice, or a payment that is getting
   * one): such an order is archived instead (issue 25), kept with its documents and out of the
   * admin's list. The delete is conditional, so an order paid meanwhile is archived, never
   * deleted. Answers which it did.
   */
  async delete(id: string): Promise<'deleted' | 'archived'> {
    const untaxed = {
      _id: id,
      invoice: null,
      invoicingSince: null,
      paymentStatus: trusted({ $nin: ['paid', 'refunded'] }),
    };
    if (await this.orders.exists(untaxed)) {
      // What other modules keep of the order goes first, so a failure leaves an order to delete again.
      await this.events.emit('order.deleted', { orderId: id });
      if ((await this.orders.deleteOne(untaxed)).deletedCount === 1) return 'deleted';
    }
    const { matchedCount } = await this.orders.updateOne(
      { _id: id },
      { $min: { archivedAt: new Date() } },
    );
    if (matchedCount === 0) throw shopError('ORDER_NOT_FOUND');
    return 'archived';
  }

  /**
   * What the dashboard reads of the orders: counts by payment status, the paid orders' totals,
   * and the orders placed since `since`, added up by the caller (dashboard/order-figures.ts).
   */
  async dashboardFacts(since: Date): Promise<OrderFacts> {
    const [orders, paidOrders, pendingOrders, failedOrders, paid, recent] = await Promise.all([
      this.orders.countDocuments(),
      this.orders.countDocuments({ paymentStatus: 'paid' }),
      this.orders.countDocuments(AWAITING_PAYMENT),
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

  /** One order as its owner sees it, or (ADMIN_VIEW_FIELDS) as an admin does. */
  async findOne(id: Types.ObjectId | string, fields = VIEW_FIELDS): Promise<OrderView> {
    const order = await this.orders.findById(id).select(fields).lean<OrderView>();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    return order;
  }
}

/**
 * A card payment is at least what Moyasar takes (400 on `paymentMethod`): a coupon and offers
 * may leave less, even nothing, to pay. Checked before anything is held.
 */
function checkCardMinimum(total: OrderTotal): void {
  if (total.totalHalalas < MIN_CARD_PAYMENT_HALALAS) {
    throw ShopError.onField('paymentMethod', declaredError('CARD_PAYMENT_BELOW_MINIMUM'));
  }
}

/** A cash-on-delivery order's payment checks: the documented phone check, and no card sent. */
function cashOnDelivery(request: AddOrderDto): OrderPayment {
  if (request.cardDetails !== undefined || request.token !== undefined) {
    throw shopError('COD_NO_CARD');
  }
  if (!isValidPhone(request.phone)) {
    throw ShopError.onField('phone', declaredError('PAYMENT_PHONE_INVALID'));
  }
  return { method: CASH_ON_DELIVERY };
}
