import type { Types } from 'mongoose';

/**
 * What happens to a category, announced through @nestjs/event-emitter so that the products
 * module deletes the category's products (which in turn announces products.deleted). Emitted with
 * `emitAsync` and awaited, before the category goes: listeners (declared with
 * AWAITED_LISTENER) finish first, and a listener's error fails the deletion.
 */
export const CATEGORY_EVENTS = {
  /** A category is being deleted: its products go first. */
  deleted: 'category.deleted',
} as const;

export interface CategoryDeletedEvent {
  categoryId: Types.ObjectId;
}
