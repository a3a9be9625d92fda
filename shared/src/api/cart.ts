import type { Package, Product } from './catalog.js';

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

export interface Cart {
  items: CartLine[];
  /** SAR. */
  totalPrice: number;
}

export interface CartAnswer {
  message: string;
  cart: Cart;
}
