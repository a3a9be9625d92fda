/** Working with the cart's lines (their types are the API's, in @shop/shared). */
import type { Cart, CartItemRef, CartLine, CartPackage, CartProduct } from '@shop/shared';

export const EMPTY_CART: Cart = { items: [], subtotal: 0, discounts: [], totalPrice: 0 };

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
