import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CarDetails as CarDetailsShape } from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { productSearchTokens } from '../../text/search-tokens';

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
  /**
   * carDetails.agency and carDetails.model lower-cased, set on every save: a search matches them
   * exactly, which an index answers directly (a case-insensitive regex cannot). Never answered.
   */
  @Prop() agencyKey?: string;
  @Prop() modelKey?: string;
  /** Normalised words of the names, descriptions and car, set on every save. Never answered. */
  @Prop({ type: [String], default: undefined }) searchTokens?: string[];
}

/** The form of a car's agency or model that searches compare. */
export const matchKey = (text: string): string => text.trim().toLowerCase();
/** The match key of a stored agency or model, if it has one. */
export const matchKeyOf = (text: unknown): string | undefined =>
  typeof text === 'string' ? matchKey(text) : undefined;

export const ProductSchema = SchemaFactory.createForClass(Product);
ProductSchema.pre('validate', function setMatchKeys() {
  this.agencyKey = matchKeyOf(this.carDetails?.agency);
  this.modelKey = matchKeyOf(this.carDetails?.model);
  this.searchTokens = productSearchTokens(this);
});
// The filters and sorts the shop uses: by category, by VIN, by car, newest first. The listings
// sort by createdAt then _id (products added in the same millisecond), and the indexes end the
// same way, so that a page is read off the index instead of sorting every product.
ProductSchema.index({ category: 1, createdAt: -1, _id: -1 });
ProductSchema.index({ carEngine: 1 });
ProductSchema.index({ agencyKey: 1, modelKey: 1, 'carDetails.year': 1 });
ProductSchema.index({ createdAt: -1, _id: -1 });
ProductSchema.index({ searchTokens: 1 });
