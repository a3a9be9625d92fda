import { type FilterQuery, trusted } from 'mongoose';
import type { Product } from './schemas/product.schema';

/** Products that fit every car. */
export const UNIVERSAL: FilterQuery<Product> = { universal: true };
/** Products that are not universal: a car search's own parts, before the universal ones. */
export const NOT_UNIVERSAL: FilterQuery<Product> = { universal: trusted({ $ne: true }) };
