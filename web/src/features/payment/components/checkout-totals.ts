import {
  CASH_ON_DELIVERY,
  VAT_RATE,
  fromHalalas,
  includedVatHalalas,
  toHalalas,
  type PaymentMethod,
  type ShippingQuote,
} from '@shop/shared';

/** What the payment screen adds up, in SAR, VAT included: what the order's total will be. */
export interface CheckoutTotals {
  items: number;
  /** The zone's delivery fee for this cart (0 from its free-delivery threshold). */
  delivery: number;
  /** The zone's cash-on-delivery fee, when paying so. */
  codFee: number;
  total: number;
  /** The VAT inside `total`. */
  vat: number;
}

/**
 * The order's total as the server will make it (orders.service.ts, totalOf): the cart's items,
 * the quoted delivery and, for cash on delivery, the zone's cash fee, added in halalas.
 */
export function checkoutTotals(
  itemsTotal: number,
  quote: ShippingQuote | undefined,
  method: PaymentMethod,
): CheckoutTotals {
  const delivery = quote?.fee ?? 0;
  const codFee = quote && method === CASH_ON_DELIVERY ? (quote.codFee ?? 0) : 0;
  const totalHalalas = toHalalas(itemsTotal) + toHalalas(delivery) + toHalalas(codFee);
  return {
    items: itemsTotal,
    delivery,
    codFee,
    total: fromHalalas(totalHalalas),
    vat: fromHalalas(includedVatHalalas(totalHalalas, VAT_RATE)),
  };
}

/** Whether the quote's zone takes cash on delivery for an order of `total` (SAR). */
export const cashOnDeliveryAllowed = (quote: ShippingQuote, total: number): boolean =>
  quote.cod && toHalalas(total) <= toHalalas(quote.codMaxTotal);
