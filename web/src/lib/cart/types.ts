import type { CartItemRef } from './add-to-cart';
import type { Package, Product } from '@/lib/catalog';

/** A product as a cart line carries it. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'nameAr' | 'price' | 'image'>;
/** A package as a cart line carries it. */
export type CartPackage = Pick<Package, '_id' | 'name' | 'nameAr' | 'price' | 'images'>;

interface CartLineBase {
  quantity: number;
  /** Unit price x quantity, SAR. */
  price: number;
}

/** One line of the cart (README.md, "Cart"): a product or a package, with its quantity. */
export type CartLine =
  | (CartLineBase & { productId: CartProduct; packageId?: undefined })
  | (CartLineBase & { packageId: CartPackage; productId?: undefined });

export interface Cart {
  items: CartLine[];
  /** SAR. */
  totalPrice: number;
}

export const EMPTY_CART: Cart = { items: [], totalPrice: 0 };

/** The product or package a line holds. */
export const lineItem = (line: CartLine): CartProduct | CartPackage =>
  line.productId ?? line.packageId;

/** How the cart calls name a line's item: `{productId}` or `{packageId}`. */
export const lineRef = (line: CartLine): CartItemRef =>
  line.productId ? { productId: line.productId._id } : { packageId: line.packageId._id };

/** The line's picture: a product's first image, a package's first image. */
export const lineImageUrl = (line: CartLine): string | undefined =>
  line.productId ? line.productId.image[0]?.secure_url : line.packageId.images[0]?.url;

/** A key that tells lines apart, a product and a package sharing an id included. */
export const lineKey = (line: CartLine): string =>
  line.productId ? `product:${line.productId._id}` : `package:${line.packageId._id}`;
