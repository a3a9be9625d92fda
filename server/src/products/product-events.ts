import type { Types } from 'mongoose';

/**
 * What happens to products, announced through @nestjs/event-emitter so that the modules that
 * refer to products (packages, carts) let go of them themselves. Emitted with `emitAsync` and
 * awaited, before the products go: listeners (declared with AWAITED_LISTENER) finish
 * first, and a listener's error fails the deletion instead of being logged and dropped.
 */
export const PRODUCT_EVENTS = {
  /** Products are being deleted (one, or a deleted category's). */
  deleted: 'products.deleted',
} as const;

export interface ProductsDeletedEvent {
  productIds: Types.ObjectId[];
}
