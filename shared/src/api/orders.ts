import type {
  ItemKind,
  PaymentMethod,
  PaymentStatus,
  RefundReason,
  ShippingStatus,
} from '../constants.js';

/** The card as the payment form sends it: never stored, logged or answered. */
export interface PaymentCard {
  name: string;
  number: string;
  cvc: string;
  /** 1-12 */
  month: number;
  /** four digits */
  year: number;
}

/**
 * What `POST /api/order/addOrder` takes (docs/api.md, "Orders and payment"); the lines come from
 * the cart. The card comes either as `cardDetails`, or — with Moyasar — as the `token` the browser
 * got for it from Moyasar's tokens API, so that the card never reaches the shop. The server
 * refuses both or neither; cash on delivery (`cod`) takes neither, and needs `addressId`.
 *
 * Where it goes: `addressId`, an address of the caller's address book, whose zone's delivery fee
 * and days the order takes (and `shippingAddress` is then written from it); or, as documented
 * before delivery zones, the `shippingAddress` text alone, without a delivery quote.
 */
export interface AddOrderRequest {
  fullname: string;
  phone: string;
  /** Required without addressId. */
  shippingAddress?: string;
  addressId?: string;
  paymentMethod: PaymentMethod;
  /** The card (sandbox), or instead... */
  cardDetails?: PaymentCard;
  /** ...the token Moyasar gave the browser for it (see PaymentConfigAnswer). */
  token?: string;
}

/** One line of an order, as it was when the order was placed. */
export interface OrderLine {
  kind: ItemKind;
  /** The product or package id (it may have been deleted since). */
  itemId: string;
  name: string;
  /** The item's Arabic name when the order was placed, if it had one. */
  nameAr?: string;
  /** SAR, VAT included. */
  unitPrice: number;
  quantity: number;
  /** unitPrice x quantity, SAR. */
  price: number;
}

/**
 * A Saudi National Address (docs/api.md, "Delivery"): what the address book keeps and what an
 * order keeps a snapshot of. Numbers are ASCII digits.
 */
export interface NationalAddress {
  /** "Home", "Work": the shopper's own name for it. */
  label?: string;
  recipient: string;
  /** A plus and a country code, as every phone of the API. */
  phone: string;
  /** 4 digits. */
  buildingNumber: string;
  street: string;
  district: string;
  /** The city's English name, from `GET /api/shipping/cities`. */
  city: string;
  /** 5 digits. */
  postalCode: string;
  /** 4 digits. */
  additionalNumber: string;
  /** 4 letters and 4 digits, e.g. RRRD2929. */
  shortAddress?: string;
}

/** A parcel's tracking: its carrier, number and the carrier's public tracking page. */
export interface OrderTracking {
  carrier: string;
  number: string;
  url: string;
}

/** The delivery of an order, as it was quoted when it was placed (issue 25). */
export interface OrderShipping<When = string> {
  /** SAR, VAT included, what the order pays for delivery (0 when free). */
  fee: number;
  /** The city's English name, and its Arabic one. */
  city: string;
  cityAr?: string;
  /** The delivery days quoted. */
  minDays: number;
  maxDays: number;
  /** The part of `fee` that is the zone's cash-on-delivery fee, for a cash-on-delivery order. */
  codFee?: number;
  address: NationalAddress;
  tracking?: OrderTracking;
  shippedAt?: When;
  deliveredAt?: When;
}

/**
 * A discount a cart or an order gets (issue 27): a coupon's (`code`) or an automatic offer's.
 * `amount` is SAR, VAT included, taken off the order's total.
 */
export interface AppliedDiscount {
  code?: string;
  label: string;
  labelAr: string;
  amount: number;
}

/**
 * A change of an order's payment status an admin recorded by hand (updateOreder), for what
 * happened outside the shop (a bank transfer, a payment that will not come): who, when, from
 * what, to what and why.
 */
export interface PaymentStatusChange<When = string> {
  at: When;
  by: { _id: string; name: string; email: string };
  from: PaymentStatus;
  to: PaymentStatus;
  reason?: string;
}

/** A paid order's simplified tax invoice, or a refunded order's credit note (docs/e-invoicing.md). */
export interface OrderInvoice<When = string> {
  /** INV-000001, INV-000002, ... (a credit note: CN-000001, ...). */
  number: string;
  issuedAt: When;
  /**
   * The ZATCA QR code's content: base64 of its TLV fields — tags 1-9 (phase 2: the seller, VAT
   * number, time, totals, the document's hash, its signature, the public key and the
   * certificate's signature); invoices issued before e-invoicing carry tags 1-5 only.
   */
  qr: string;
}

/** A refunded order's simplified credit note: the same fields as its invoice. */
export type OrderCreditNote<When = string> = OrderInvoice<When>;

/**
 * An order as answered. Dates are ISO strings on the wire; the server builds answers with Date
 * objects (`OrderView<Date>`), which JSON turns into them.
 */
export interface OrderView<When = string> {
  _id: string;
  /**
   * The order's number, as the shop shows it everywhere (site, mails, invoice, payment page) and
   * a shopper reads it out over the phone.
   */
  reference: string;
  lines: OrderLine[];
  /** SAR, VAT included. */
  totalPrice: number;
  /** The VAT inside totalPrice, SAR. */
  vat: number;
  fullname: string;
  phone: string;
  shippingAddress: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  /** Only the card's brand and last four digits are ever kept; none for cash on delivery. */
  card?: { brand: string; last4: string };
  /**
   * Where it goes, its delivery fee (inside totalPrice) and days, and its parcel once shipped;
   * absent on orders placed with the shippingAddress text alone.
   */
  shipping?: OrderShipping<When>;
  /** The discounts taken off totalPrice when it was placed (issue 27); none without any. */
  discounts?: AppliedDiscount[];
  createdAt: When;
  /** When the payment was confirmed. */
  paidAt?: When;
  /**
   * A card order whose payment was never completed (left on the 3-D Secure page): since when the
   * shop no longer waits for it — it expired, or a new order of its cart replaced it. It stays
   * `initiated`, as the provider reports the payment; its stock went back, and a payment
   * approved after all is refunded.
   */
  paymentAbandonedAt?: When;
  /** The tax invoice, once paid. */
  invoice?: OrderInvoice<When>;
  /** The credit note that cancels the invoice, once refunded (orders paid and invoiced). */
  creditNote?: OrderCreditNote<When>;
  /** Why a refunded order was refunded (see REFUND_REASONS). */
  refundReason?: RefundReason;
  refundedAt?: When;
  /** The customer, in the admin's list only (null once the user was deleted). */
  user?: { _id: string; name: string; email: string; mobile: string } | null;
  /** The payment status's changes by hand, oldest first (admin answers only). */
  paymentChanges?: PaymentStatusChange<When>[];
  /** When an admin deleted it while it had a tax document: kept, out of the list (admin only). */
  archivedAt?: When;
}

/** The payment as `addOrder` answers it: the browser goes on to `source.transaction_url`. */
export interface PaymentView {
  id: string;
  status: PaymentStatus;
  source: { transaction_url: string };
}

export interface AddOrderAnswer<When = string> {
  message: string;
  order: OrderView<When>;
  /** The card payment started; none for cash on delivery. */
  payment?: PaymentView;
}

export interface OrdersAnswer<When = string> {
  message: string;
  orders: OrderView<When>[];
  /** With ?page=&limit= only. */
  total?: number;
}

export interface OrderAnswer<When = string> {
  message: string;
  order: OrderView<When>;
}

/** `PUT /api/order/updateOreder/{id}`: either or both. */
export interface UpdateOrderRequest {
  paymentStatus?: PaymentStatus;
  shippingStatus?: ShippingStatus;
  /** Why the payment status changes by hand: what happened outside the shop (kept, audited). */
  reason?: string;
}

/**
 * `PUT /api/order/shipOrder/{id}`: the parcel's carrier and tracking number. A carrier other than
 * KNOWN_CARRIERS comes with its tracking page, `urlTemplate`, where `{number}` stands for the
 * number (and `{lang}`, if it has one, for the shopper's language).
 */
export interface ShipOrderRequest {
  carrier: string;
  number: string;
  urlTemplate?: string;
}

/**
 * `PUT /api/order/deliverOrder/{id}`: the parcel reached the shopper. For cash on delivery,
 * whether the cash was collected: true makes the order paid, false (refused at the door) cancels
 * it and its stock returns.
 */
export interface DeliverOrderRequest {
  cashCollected?: boolean;
}

/** One day of the dashboard's chart (days in Saudi time, Asia/Riyadh). */
export interface DailyFigures {
  /** YYYY-MM-DD */
  date: string;
  orders: number;
  /** SAR of the orders placed that day that are paid. */
  revenue: number;
}

/** The admin dashboard's figures: `GET /api/dashboard/stats`. */
export interface DashboardStats {
  orders: number;
  /** SAR of paid orders. */
  revenue: number;
  paidOrders: number;
  /** Orders whose payment is still initiated. */
  pendingOrders: number;
  failedOrders: number;
  users: number;
  products: number;
  /** The last DASHBOARD_DAYS days, oldest first, days without orders included. */
  days: DailyFigures[];
  /** Products whose stock is at or below LOW_STOCK_THRESHOLD, the fewest first. */
  lowStock?: LowStockProduct[];
}

export interface LowStockProduct {
  _id: string;
  name: string;
  /** The Arabic name, when the product has one. */
  nameAr?: string;
  stock: number;
}

export interface DashboardStatsAnswer {
  message: string;
  stats: DashboardStats;
}

export const DASHBOARD_DAYS = 30;

/** The sandbox payment provider's test cards (docs/decisions.md, "Payments"). */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
} as const;

/** The SPA's page the payment return lands on: `/payment/result?order=<id>`. */
export const PAYMENT_RESULT_PATH = '/payment/result';
