import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CASH_ON_DELIVERY, declaredError } from '@shop/shared';
import { type FilterQuery, Model, trusted } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { EventBus } from '../events/event-bus';
import {
  isTrackingTemplate,
  knownCarrier,
  ManualCarrier,
  type Carrier,
} from '../shipping/carriers';
import { UsersService } from '../users/users.service';
import type { DeliverOrderDto, OrderView, ShipOrderDto } from './dto/order.dto';
import { ADMIN_VIEW_FIELDS, OrdersService } from './orders.service';
import { Order, releasingStock, unitsReleasedBy } from './schemas/order.schema';

/** The shipping statuses an order may be shipped from (`shipped`: its tracking corrected). */
const SHIPPABLE = ['pending', 'processing', 'shipped'] as const;

/** A paid order, or a cash-on-delivery one awaiting its cash: an order that may go out. */
const MAY_GO_OUT: FilterQuery<Order> = {
  $or: [{ paymentStatus: 'paid' }, { paymentStatus: 'initiated', paymentMethod: CASH_ON_DELIVERY }],
};

/**
 * The parcel of an order after it was placed: shipped with a carrier and a tracking number
 * (shipOrder), and delivered (deliverOrder), where a cash-on-delivery order is paid or refused.
 * Carriers are behind one interface (shipping/carriers.ts); today every carrier is manual, the
 * admin booking the parcel and telling the shop its number.
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly reads: OrdersService,
    private readonly users: UsersService,
    private readonly events: EventBus,
  ) {}

  /**
   * `shipOrder`: the parcel left with its carrier; again, its tracking is corrected. Only a paid
   * order (or a cash-on-delivery one, paid at the door) placed with an address of the book (it
   * has a delivery) ships (409 otherwise), and
   * none that is delivered or canceled. The tracking page is in the shopper's language. One
   * conditional update on what was checked, so a change meanwhile answers 409, not a half-ship.
   */
  async ship(id: string, request: ShipOrderDto): Promise<OrderView> {
    const carrier = carrierOf(request);
    const order = await this.orders
      .findById(id)
      .select('userId paymentStatus paymentMethod shippingStatus shipping.city')
      .lean();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    if (!order.shipping) throw shopError('ORDER_NO_DELIVERY_DETAILS');
    const cashDue = order.paymentMethod === CASH_ON_DELIVERY && order.paymentStatus === 'initiated';
    if (order.paymentStatus !== 'paid' && !cashDue) throw shopError('ORDER_NOT_PAID_TO_SHIP');
    if (!(SHIPPABLE as readonly string[]).includes(order.shippingStatus)) {
      throw shopError('SHIPPING_STATUS_BACKWARD', { from: order.shippingStatus, to: 'shipped' });
    }
    const language = (await this.users.contactOf(order.userId))?.language ?? 'en';
    const tracking = {
      carrier: carrier.name,
      number: request.number,
      url: carrier.trackingUrl(request.number, language),
    };
    const { matchedCount } = await this.orders.updateOne(
      { _id: id, ...MAY_GO_OUT, shippingStatus: trusted({ $in: SHIPPABLE }) },
      { shippingStatus: 'shipped', 'shipping.tracking': tracking },
    );
    if (matchedCount === 0) throw shopError('ORDER_CHANGED_MEANWHILE');
    if (order.shippingStatus !== 'shipped') {
      await this.reads.markShipping(id, 'shipped', new Date());
      await this.events.emit('order.shipping-changed', { orderId: id, shippingStatus: 'shipped' });
    }
    return this.reads.findOne(id, ADMIN_VIEW_FIELDS);
  }

  /**
   * `deliverOrder`: the parcel reached the door. A cash-on-delivery order awaiting its cash says
   * whether it was collected (400 CASH_COLLECTED_REQUIRED otherwise): yes, it is paid (its
   * invoice is issued and the shopper mailed) and delivered; no, refused at the door, its payment
   * fails, it is canceled and its stock returns. Any other order must be paid (409), and is
   * delivered. Each is one update conditional on the statuses read; nothing delivered or canceled
   * moves again (409 ORDER_DELIVERED_ALREADY, SHIPPING_STATUS_BACKWARD).
   */
  async deliver(id: string, request: DeliverOrderDto): Promise<OrderView> {
    const order = await this.orders
      .findById(id)
      .select('paymentStatus paymentMethod shippingStatus')
      .lean();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    const { paymentStatus, shippingStatus } = order;
    // Delivered already, by another admin a moment ago (the loser of a race reads the winner's
    // change) or long since: said so, not as a move from delivered to delivered.
    if (shippingStatus === 'delivered') throw shopError('ORDER_DELIVERED_ALREADY');
    if (shippingStatus === 'canceled') {
      throw shopError('SHIPPING_STATUS_BACKWARD', { from: shippingStatus, to: 'delivered' });
    }
    const now = new Date();
    const cashDue = order.paymentMethod === CASH_ON_DELIVERY && paymentStatus === 'initiated';
    if (!cashDue) {
      if (paymentStatus !== 'paid') throw shopError('ORDER_NOT_PAID_TO_SHIP');
      await this.applyOrConflict(
        { _id: id, paymentStatus, shippingStatus },
        {
          shippingStatus: 'delivered',
        },
      );
      await this.reads.markShipping(id, 'delivered', now);
      await this.events.emit('order.shipping-changed', {
        orderId: id,
        shippingStatus: 'delivered',
      });
      return this.reads.findOne(id, ADMIN_VIEW_FIELDS);
    }
    if (request.cashCollected === undefined) {
      throw ShopError.onField('cashCollected', declaredError('CASH_COLLECTED_REQUIRED'));
    }
    if (request.cashCollected) {
      await this.applyOrConflict(
        { _id: id, paymentStatus, shippingStatus },
        {
          paymentStatus: 'paid',
          paidAt: now,
          shippingStatus: 'delivered',
        },
      );
      await this.reads.markShipping(id, 'delivered', now);
      await this.events.emit('order.paid', { orderId: id });
      await this.events.emit('order.shipping-changed', {
        orderId: id,
        shippingStatus: 'delivered',
      });
      return this.reads.findOne(id, ADMIN_VIEW_FIELDS);
    }
    const before = await this.orders
      .findOneAndUpdate(
        { _id: id, paymentStatus, shippingStatus },
        { $set: { paymentStatus: 'failed', shippingStatus: 'canceled' }, ...releasingStock(now) },
      )
      .select('reserved stockReleasedAt')
      .lean();
    if (!before) throw shopError('ORDER_CHANGED_MEANWHILE');
    await this.events.emit('order.failed', { orderId: id, stockHeld: unitsReleasedBy(before) });
    await this.events.emit('order.shipping-changed', { orderId: id, shippingStatus: 'canceled' });
    return this.reads.findOne(id, ADMIN_VIEW_FIELDS);
  }

  /** One conditional update; 409 when the order changed since it was read. */
  private async applyOrConflict(filter: FilterQuery<Order>, update: object): Promise<void> {
    const { matchedCount } = await this.orders.updateOne(filter, update);
    if (matchedCount === 0) throw shopError('ORDER_CHANGED_MEANWHILE');
  }
}

/** The carrier a ship request names: a known one, or the merchant's with its tracking page. */
function carrierOf({ carrier, urlTemplate }: ShipOrderDto): Carrier {
  const known = knownCarrier(carrier);
  if (known) return known;
  if (!urlTemplate || !isTrackingTemplate(urlTemplate)) {
    throw ShopError.onField('urlTemplate', declaredError('CARRIER_URL_REQUIRED'));
  }
  return new ManualCarrier(carrier, urlTemplate);
}
