import type { ShippingStatus } from '@shop/shared';
import type { Types } from 'mongoose';

/** Units of one product an order holds from its stock: they go back if it is not paid. */
export interface ReservedUnits {
  productId: Types.ObjectId;
  quantity: number;
}

/**
 * Every event of the shop, by name, with its payload: a module announces a change here (through
 * EventBus.emit) instead of calling the modules that react to it, and those declare their
 * listeners against the same names (OnShopEvent), so the compiler checks both ends. Emits are
 * awaited: listeners run before the change is answered, and a listener's failure fails it.
 *
 * A new event is one entry here; its module emits it, and each module that reacts listens.
 */
export interface ShopEvents {
  /**
   * The database was found emptied or replaced under the running shop, and its indexes are back
   * (database/database-watch.ts): what a module ensures there at start, it ensures again.
   */
  'database.replaced': Record<string, never>;
  /**
   * A user is being deleted: their sessions, cars, cart and consents go first, their orders keep a
   * placeholder in place of their personal data, and the mails sent to them forget the address.
   */
  'user.deleted': { userId: Types.ObjectId; email: string };
  /**
   * Orders had their customer's personal data replaced by a placeholder (their customer was
   * deleted): documents made from that data are made again from the orders as they are now.
   */
  'orders.anonymised': { orderIds: string[] };
  /** A category is being deleted: its products go first. */
  'category.deleted': { categoryId: Types.ObjectId };
  /** Products are being deleted (one, or a category's): packages and carts let go of them first. */
  'products.deleted': { productIds: Types.ObjectId[] };
  /** Products were changed: packages made of them derive their fitments again. */
  'products.changed': { productIds: Types.ObjectId[] };
  /** Units went back into products' stock (an order failed or was refunded): some are back. */
  'stock.returned': { productIds: Types.ObjectId[] };
  /** An order's payment was settled as paid (once per order): its invoice is issued. */
  'order.paid': { orderId: string };
  /**
   * An order's payment failed or was declined, as the provider says, or an admin recorded it
   * failed (once per order): the stock it held goes back on sale.
   */
  'order.failed': { orderId: string; stockHeld: ReservedUnits[] };
  /**
   * The shop stopped waiting for an order's card payment, never completed (once per order): it
   * expired unpaid, or a new order of its cart replaced it. The stock it held goes back on sale
   * (none when it went to the new order); its payment is not failed (docs/decisions.md).
   */
  'order.abandoned': { orderId: string; stockHeld: ReservedUnits[] };
  /**
   * An order's payment went back to the card (once per order): the shopper is mailed, and the
   * stock it still held (none if it had failed) goes back on sale.
   */
  'order.refunded': { orderId: string; stockHeld: ReservedUnits[] };
  /** An admin is deleting an order: the documents made for it go first. */
  'order.deleted': { orderId: string };
  /** An admin changed an order's shipping status: the shopper is mailed about some. */
  'order.shipping-changed': { orderId: string; shippingStatus: ShippingStatus };
  /** A paid order has its invoice number: the confirmation mail carries the invoice. */
  'invoice.issued': { orderId: string };
  /** A refunded order has its credit note: the refund mail carries it. */
  'credit-note.issued': { orderId: string };
}

export type ShopEventName = keyof ShopEvents;
