import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CarDetails as CarDetailsShape } from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { nameKey, partKey } from '../../text/normalise';
import { productSearchTokens } from '../../text/search-tokens';
import {
  StoredFitmentSchema,
  type StoredFitment,
} from '../../vehicles/schemas/stored-fitment.schema';

/** The car a product is made for, when it is not generic. */
@Schema({ _id: false })
export class CarDetails implements Partial<CarDetailsShape> {
  @Prop({ trim: true }) model?: string;
  @Prop() year?: number;
  @Prop({ trim: true }) agency?: string;
  @Prop() warranty?: boolean;
}
const CarDetailsSchema = SchemaFactory.createForClass(CarDetails);

/** An image of a product: storage keys, from which answers build URLs (never answered). */
@Schema({ _id: false })
export class ProductImage {
  @Prop({ required: true }) key: string;
  @Prop() thumbKey?: string;
  @Prop() detailKey?: string;
  /** Only for an image from before keys that is not the shop's own: the URL it had. */
  @Prop() secure_url?: string;
}
const ProductImageSchema = SchemaFactory.createForClass(ProductImage);

@Schema({ timestamps: true })
export class Product {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true }) description: string;
  /** Arabic name and description; the English ones stand in where they are missing. */
  @Prop({ trim: true }) nameAr?: string;
  @Prop({ trim: true }) descriptionAr?: string;
  /** SAR, VAT included. */
  @Prop({ required: true, min: 0 }) price: number;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Category', required: true })
  category: Types.ObjectId;
  @Prop({ type: [ProductImageSchema], default: [] }) image: ProductImage[];
  /** The VIN of the one car this part is for, upper-cased. */
  @Prop({ uppercase: true, trim: true }) carEngine?: string;
  @Prop({ type: CarDetailsSchema }) carDetails?: CarDetails;
  @Prop({ default: false }) isForSpecificCar: boolean;
  /** Units in stock; absent when the shop does not track this product's stock. */
  @Prop({ min: 0 }) stock?: number;
  /** Who makes the part (Bosch, Toyota Genuine …). */
  @Prop({ trim: true }) manufacturer?: string;
  /** The maker's part number, as the maker writes it. */
  @Prop({ trim: true }) partNumber?: string;
  /** The car makers' numbers it replaces. */
  @Prop({ type: [String], default: undefined }) oemNumbers?: string[];
  /** It fits every car; stored only when true. */
  @Prop() universal?: boolean;
  @Prop({ type: [StoredFitmentSchema], default: undefined }) fitments?: StoredFitment[];
  /** partKey of the part number and each OEM number, set on every save. Never answered. */
  @Prop({ type: [String], default: undefined }) partKeys?: string[];
  /** nameKey of the maker, set on every save: the maker filter and facets. Never answered. */
  @Prop() manufacturerKey?: string;
  /** Normalised words of the names, descriptions and car, set on every save. Never answered. */
  @Prop({ type: [String], default: undefined }) searchTokens?: string[];
}

export const ProductSchema = SchemaFactory.createForClass(Product);
ProductSchema.pre('validate', function setDerivedKeys() {
  const partNumbers = [this.partNumber, ...(this.oemNumbers ?? [])].filter(
    (number): number is string => Boolean(number),
  );
  this.partKeys = partNumbers.length ? [...new Set(partNumbers.map(partKey))] : undefined;
  this.manufacturerKey = this.manufacturer ? nameKey(this.manufacturer) : undefined;
  this.searchTokens = productSearchTokens(this);
});
// The filters and sorts the shop uses: by category, by VIN, by car, by part number, newest
// first. The listings sort by createdAt then _id (products added in the same millisecond), and
// the indexes end the same way, so that a page is read off the index instead of sorting every
// product. docs/decisions.md ("Fitment") says how the car and part-number lookups use theirs.
ProductSchema.index({ category: 1, createdAt: -1, _id: -1 });
ProductSchema.index({ carEngine: 1 });
ProductSchema.index({
  'fitments.makeKey': 1,
  'fitments.modelKey': 1,
  'fitments.yearFrom': 1,
  'fitments.yearTo': 1,
});
ProductSchema.index({ universal: 1, createdAt: -1, _id: -1 });
ProductSchema.index({ partKeys: 1 });
ProductSchema.index({ createdAt: -1, _id: -1 });
ProductSchema.index({ searchTokens: 1 });
