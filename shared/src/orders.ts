import type { PaymentStatus, ShippingStatus } from './constants.js';

/** What `POST /api/order/addOrder` takes (spec section 3); the lines come from the cart. */
export interface AddOrderRequest {
  fullname: string;
  phone: string;
  shippingAddress: string;
  paymentMethod: 'creditcard';
  cardDetails: {
    name: string;
    number: string;
    cvc: string;
    /** 1-12 */
    month: number;
    /** four digits */
    year: number;
  };
}

/** One line of an order, as it was when the order was placed. */
export interface OrderLine {
  kind: 'product' | 'package';
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

/** A paid order's simplified tax invoice. */
export interface OrderInvoice {
  /** INV-000001, INV-000002, ... without gaps. */
  number: string;
  issuedAt: string;
  /** The ZATCA QR code's content: base64 of its TLV fields. */
  qr: string;
}

export interface OrderView {
  _id: string;
  lines: OrderLine[];
  /** SAR, VAT included. */
  totalPrice: number;
  /** The VAT inside totalPrice, SAR. */
  vat: number;
  fullname: string;
  phone: string;
  shippingAddress: string;
  paymentMethod: 'creditcard';
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  /** Only the card's brand and last four digits are ever kept. */
  card: { brand: string; last4: string };
  createdAt: string;
  /** When the payment was confirmed. */
  paidAt?: string;
  /** The tax invoice, once paid. */
  invoice?: OrderInvoice;
  /**
   * Why a refunded order was refunded: `duplicate` (another order had paid for the same cart, so
   * this payment went back to the card) or `admin` (refunded by the shop).
   */
  refundReason?: 'duplicate' | 'admin';
  refundedAt?: string;
  /** The customer, in the admin's list only (null once the user was deleted). */
  user?: { _id: string; name: string; email: string; mobile: string } | null;
}

/** The payment as `addOrder` answers it: the browser goes on to `source.transaction_url`. */
export interface PaymentView {
  id: string;
  status: 'initiated' | 'paid' | 'failed';
  source: { transaction_url: string };
}

export interface AddOrderAnswer {
  message: string;
  order: OrderView;
  payment: PaymentView;
}

export interface OrdersAnswer {
  message: string;
  orders: OrderView[];
  /** With ?page=&limit= only. */
  total?: number;
}

export interface OrderAnswer {
  message: string;
  order: OrderView;
}

/** `PUT /api/order/updateOreder/{id}`: either or both. */
export interface UpdateOrderRequest {
  paymentStatus?: PaymentStatus;
  shippingStatus?: ShippingStatus;
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
  stock: number;
}

export interface DashboardStatsAnswer {
  message: string;
  stats: DashboardStats;
}

export const DASHBOARD_DAYS = 30;
/** The dashboard counts days as Saudi Arabia does. */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';

/** The sandbox payment provider's test cards (design.md section 4). */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
} as const;

/** The SPA's page the payment return lands on: `/payment/result?order=<id>`. */
export const PAYMENT_RESULT_PATH = '/payment/result';
