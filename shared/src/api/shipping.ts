import type { NationalAddress } from './orders.js';

/**
 * Delivery in Saudi Arabia (docs/api.md, "Delivery"): the cities, the shopper's address book,
 * the merchant's shipping zones and the quote of a cart's delivery. Amounts are SAR, VAT included,
 * like every price.
 */

/** A city the shop knows, from `GET /api/shipping/cities`, with its region. */
export interface SaudiCity {
  /** The English name: how calls name the city (they take the Arabic one too). */
  name: string;
  nameAr: string;
  region: string;
  regionAr: string;
}

export interface CitiesAnswer {
  cities: SaudiCity[];
}

/** An address of the caller's address book. */
export interface SavedAddress extends NationalAddress {
  _id: string;
  /** The city's Arabic name. */
  cityAr: string;
  /** The one the payment screen offers first. */
  isDefault: boolean;
}

/**
 * `POST /api/user/addresses` and `PUT /api/user/addresses/{id}`: the whole address (the city by
 * its English or Arabic name; digits in ASCII or Arabic-Indic), and whether it is the default.
 */
export interface AddressRequest extends NationalAddress {
  isDefault?: boolean;
}

export interface AddressesAnswer {
  message: string;
  addresses: SavedAddress[];
}

export interface AddressAnswer {
  message: string;
  address: SavedAddress;
}

/** What an admin sets of a shipping zone (cities by their English or Arabic names). */
export interface ShippingZoneRequest {
  name: string;
  nameAr: string;
  cities: string[];
  /** The delivery fee. */
  fee: number;
  /** Carts of at least this total ship free. */
  freeAbove?: number;
  /** The delivery days quoted, from minDays to maxDays. */
  minDays: number;
  maxDays: number;
  /** Whether cash on delivery is offered here... */
  cod: boolean;
  /** ...and its fee, added to the delivery's. */
  codFee?: number;
}

/** A shipping zone as answered: its cities by their English names. */
export interface ShippingZone extends ShippingZoneRequest {
  _id: string;
}

export interface ShippingZonesAnswer {
  message: string;
  zones: ShippingZone[];
}

export interface ShippingZoneAnswer {
  message: string;
  zone: ShippingZone;
}

/**
 * `GET /api/shipping/quote?city=` (or `?addressId=`): the delivery of the caller's cart as it is
 * now. `fee` is what this cart pays (0 at or above `freeAbove`); cash on delivery, where `cod`, adds
 * `codFee` and is for orders of at most `codMaxTotal`.
 */
export interface ShippingQuote extends Pick<
  ShippingZoneRequest,
  'fee' | 'freeAbove' | 'minDays' | 'maxDays' | 'cod' | 'codFee'
> {
  city: string;
  cityAr: string;
  zone: { _id: string; name: string; nameAr: string };
  codMaxTotal: number;
}
