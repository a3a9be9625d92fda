import type { PaymentStatus, ShippingStatus } from '../constants.js';

/**
 * The query strings the API reads. Sent as text, read as the types below (the server turns
 * `?page=2` into 2 and `?warranty=true` into true).
 */

/**
 * `?page=&limit=`: one page of a listing and its total (docs/decisions.md). Without them a
 * listing answers in full; with either, `limit` defaults to 20 (at most MAX_PAGE_LIMIT) and `page`
 * to 1.
 */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** `?search=`: the words a back-office list is searched by (at most 100 characters). */
export interface SearchTextQuery {
  search?: string;
}

/** `GET /api/product`: the search by car data, VIN or keywords; only the criteria given count. */
export interface ProductSearchQuery {
  /** Matched against the car's agency; an Arabic brand name finds the English one. */
  brand?: string;
  model?: string;
  year?: number;
  /** Words that start words of the name or description, in English or Arabic. */
  keywords?: string;
  /** A VIN. */
  carEngine?: string;
  warranty?: boolean;
}

/** `GET /api/product`: the search, and optionally one page of its products. */
export interface SearchPageQuery extends ProductSearchQuery, PageQuery {}

/** `GET /api/product/getAllProducts`: the search's criteria and a category narrow the list. */
export interface ProductListQuery extends ProductSearchQuery, PageQuery {
  /** The id of a category. */
  category?: string;
}

/** `GET /api/user/allUsers`: the admin's user table. */
export interface UserListQuery extends SearchTextQuery, PageQuery {}

/**
 * `GET /api/order/allOrders`: the admin's order table. `search` finds an order by its number (or
 * its start) or by its customer's name, email or mobile; the days are Saudi days, both included.
 */
export interface OrderListQuery extends SearchTextQuery, PageQuery {
  paymentStatus?: PaymentStatus;
  shippingStatus?: ShippingStatus;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
}
