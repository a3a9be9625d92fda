import type { Package, Product } from './catalog.js';
import type { AppliedDiscount } from './orders.js';
import type { ErrorCode } from '../errors.js';

/** A cart line's item: exactly one of a product or a package. */
export type CartItemRef = { productId: string } | { packageId: string };

/** A product as a cart line carries it: with its units in stock, absent when not tracked. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'nameAr' | 'price' | 'image' | 'stock'>;
/** A package as a cart line carries it, with its units in stock (see packageStock). */
export type CartPackage = Pick<Package, '_id' | 'name' | 'nameAr' | 'price' | 'images'> & {
  stock?: number;
};

interface CartLineBase {
  quantity: number;
  /** Unit price x quantity, SAR. */
  price: number;
}

/** One line of the cart: a product or a package, with its quantity. */
export type CartLine =
  | (CartLineBase & { productId: CartProduct; packageId?: undefined })
  | (CartLineBase & { packageId: CartPackage; productId?: undefined });

/** The coupon the cart keeps, and why it gives nothing now, if it does not (issue 27). */
export interface CartCoupon {
  code: string;
  /** Why the code no longer applies (the cart changed, it expired, ...): the order refuses it. */
  refusal?: { code: ErrorCode; message: string; params?: Record<string, string> };
}

export interface Cart {
  items: CartLine[];
  /** The items at catalog prices, SAR (the sum of the lines' prices). */
  subtotal: number;
  /** What the coupon and the automatic offers take off the items, largest priority first. */
  discounts: AppliedDiscount[];
  /** SAR: what is paid for the items, the subtotal less the discounts. */
  totalPrice: number;
  coupon?: CartCoupon;
  /**
   * An offer makes the delivery free (its fee, known once an address is chosen, is then taken
   * off the order as a discount with this label).
   */
  freeDelivery?: { label: string; labelAr: string };
}

export interface CartAnswer {
  message: string;
  cart: Cart;
}
