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

/**
 * `GET /api/product`: the search by car data, VIN, part number or keywords; only the criteria
 * given count. A car (brand, model, year, engine) finds the parts that fit it, then the universal
 * ones (docs/behaviour.md, "Fitment").
 */
export interface ProductSearchQuery {
  /** The car's make; an Arabic name finds the English one. */
  brand?: string;
  model?: string;
  year?: number;
  /** An engine code of the model. */
  engine?: string;
  /** Words that start words of the name or description, or part numbers, in English or Arabic. */
  keywords?: string;
  /** A VIN. */
  carEngine?: string;
  /** Never hides a part that fits; genuine parts come first when it is true. */
  warranty?: boolean;
  /** The maker's or an OEM number, however typed (dashes, spaces, Arabic-Indic digits). */
  partNumber?: string;
}

/** `GET /api/product`: the search, and optionally one page of its products. */
export interface SearchPageQuery extends ProductSearchQuery, PageQuery {}

/** `GET /api/product/getAllProducts`: the search's criteria, a category and filters narrow the list. */
export interface ProductListQuery extends ProductSearchQuery, PageQuery {
  /** The id of a category. */
  category?: string;
  /** Who makes the part. */
  manufacturer?: string;
  /** In SAR, both included. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Answer the facets of the whole result beside the page. */
  facets?: boolean;
}

/**
 * `GET /api/car/allCars`: the admin's car table. `search` finds a car by its VIN (or its start),
 * the make or model of its details or VIN, or its owner's name or email.
 */
export interface CarListQuery extends SearchTextQuery, PageQuery {}

/**
 * `GET /api/message`: the admin's messages. `search` finds a message by a word's start in its
 * sender's name or its text, or by the start of the sender's email; `answered` true lists only
 * those marked answered, false only the others.
 */
export interface MessageListQuery extends SearchTextQuery, PageQuery {
  answered?: boolean;
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
  /** true: the archived orders (deleted while they had a tax document) instead of the others. */
  archived?: boolean;
}

/** `GET /api/shipping/quote`: the city (English or Arabic name), or an address of the caller's. */
export interface ShippingQuoteQuery {
  city?: string;
  addressId?: string;
}

/** `GET /api/vehicles/makes`: every make, or with `year` those with a model sold that year. */
export interface VehicleMakesQuery {
  year?: number;
}

/**
 * `GET /api/vehicles/models`: the models of a make (its `_id` or name, Arabic or English), sold
 * in `year` when given; or, with `q`, the models whose name (or make and name) is typed so, in
 * Arabic or English ("كامري", "camry", "Toyota Land cr").
 */
export interface VehicleModelsQuery {
  make?: string;
  year?: number;
  q?: string;
}
