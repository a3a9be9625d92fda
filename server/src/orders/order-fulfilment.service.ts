import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { declaredError } from '@shop/shared';
import { Model, trusted } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { EventBus } from '../events/event-bus';
import {
  isTrackingTemplate,
  knownCarrier,
  ManualCarrier,
  type Carrier,
} from '../shipping/carriers';
import { UsersService } from '../users/users.service';
import type { OrderView, ShipOrderDto } from './dto/order.dto';
import { OrdersService } from './orders.service';
import { Order } from './schemas/order.schema';

/** The shipping statuses an order may be shipped from (`shipped`: its tracking corrected). */
const SHIPPABLE = ['pending', 'processing', 'shipped'] as const;

/**
 * The parcel of an order after it was placed: shipped with a carrier and a tracking number
 * (shipOrder). Carriers are behind one interface (shipping/carriers.ts); today every carrier is
 * manual, the admin booking the parcel and telling the shop its number.
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
   * order placed with an address of the book (it has a delivery) ships (409 otherwise), and
   * none that is delivered or canceled. The tracking page is in the shopper's language. One
   * conditional update on what was checked, so a change meanwhile answers 409, not a half-ship.
   */
  async ship(id: string, request: ShipOrderDto): Promise<OrderView> {
    const carrier = carrierOf(request);
    const order = await this.orders
      .findById(id)
      .select('userId paymentStatus shippingStatus shipping.city')
      .lean();
    if (!order) throw shopError('ORDER_NOT_FOUND');
    if (!order.shipping) throw shopError('ORDER_NO_DELIVERY_DETAILS');
    if (order.paymentStatus !== 'paid') throw shopError('ORDER_NOT_PAID_TO_SHIP');
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
      {
        _id: id,
        paymentStatus: 'paid',
        shippingStatus: trusted({ $in: SHIPPABLE }),
      },
      { shippingStatus: 'shipped', 'shipping.tracking': tracking },
    );
    if (matchedCount === 0) throw shopError('CONFLICT', 'generic');
    if (order.shippingStatus !== 'shipped') {
      await this.reads.markShipping(id, 'shipped', new Date());
      await this.events.emit('order.shipping-changed', { orderId: id, shippingStatus: 'shipped' });
    }
    return this.reads.findOne(id);
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
