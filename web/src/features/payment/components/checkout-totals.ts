import {
  CASH_ON_DELIVERY,
  VAT_RATE,
  fromHalalas,
  includedVatHalalas,
  toHalalas,
  type Cart,
  type PaymentMethod,
  type ShippingQuote,
} from '@shop/shared';

/** What the payment screen adds up, in SAR, VAT included: what the order's total will be. */
export interface CheckoutTotals {
  /** The items at catalog prices, before the discounts. */
  items: number;
  /** What the coupon and the offers take off the items (issue 27). */
  discounts: Cart['discounts'];
  /** The zone's delivery fee for this cart (0 from its free-delivery threshold, or by an offer). */
  delivery: number;
  /** The zone's cash-on-delivery fee, when paying so. */
  codFee: number;
  total: number;
  /** The VAT inside `total`. */
  vat: number;
}

/**
 * The order's total as the server will make it (orders.service.ts, totalOf): the cart's items
 * after their discounts, the quoted delivery unless an offer makes it free, and, for cash on
 * delivery, the zone's cash fee, added in halalas.
 */
export function checkoutTotals(
  cart: Pick<Cart, 'subtotal' | 'discounts' | 'totalPrice' | 'freeDelivery'>,
  quote: ShippingQuote | undefined,
  method: PaymentMethod,
): CheckoutTotals {
  const delivery = cart.freeDelivery ? 0 : (quote?.fee ?? 0);
  const codFee = quote && method === CASH_ON_DELIVERY ? (quote.codFee ?? 0) : 0;
  const totalHalalas = toHalalas(cart.totalPrice) + toHalalas(delivery) + toHalalas(codFee);
  return {
    items: cart.subtotal,
    discounts: cart.discounts,
    delivery,
    codFee,
    total: fromHalalas(totalHalalas),
    vat: fromHalalas(includedVatHalalas(totalHalalas, VAT_RATE)),
  };
}

/** Whether the quote's zone takes cash on delivery for an order of `total` (SAR). */
export const cashOnDeliveryAllowed = (quote: ShippingQuote, total: number): boolean =>
  quote.cod && toHalalas(total) <= toHalalas(quote.codMaxTotal);
