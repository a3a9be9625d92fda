/**
 * What happens to an order, announced through @nestjs/event-emitter so that the modules that react
 * (invoices, mails, stock) listen for it instead of the orders module calling each of them.
 * Emitted with `emitAsync` and awaited: listeners run before the change is answered, and their
 * errors are not swallowed.
 */
export const ORDER_EVENTS = {
  /** An order's payment was settled as paid (once per order). */
  paid: 'order.paid',
  /** An order's payment failed, was declined, or expired unpaid (once per order). */
  failed: 'order.failed',
  /** A paid order was refunded (once per order). */
  refunded: 'order.refunded',
  /** An admin changed an order's shipping status. */
  shippingChanged: 'order.shipping-changed',
} as const;

export interface OrderEvent {
  orderId: string;
}

export interface ShippingChangedEvent extends OrderEvent {
  shippingStatus: string;
}
