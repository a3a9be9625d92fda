import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import {
  StoredFitmentSchema,
  type StoredFitment,
} from '../../vehicles/schemas/stored-fitment.schema';

/** An image of a package: storage keys, from which answers build URLs (never answered). */
@Schema({ _id: false })
export class PackageImage {
  @Prop({ required: true }) key: string;
  @Prop() thumbKey?: string;
  @Prop() detailKey?: string;
  /** Only for an image from before keys that is not the shop's own: the URL it had. */
  @Prop() url?: string;
}
const PackageImageSchema = SchemaFactory.createForClass(PackageImage);

/** A maintenance package: the service due at a mileage, made of products. */
@Schema({ timestamps: true, collection: 'packages' })
export class ServicePackage {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true }) description: string;
  /** Arabic name and description; the English ones stand in where they are missing. */
  @Prop({ trim: true }) nameAr?: string;
  @Prop({ trim: true }) descriptionAr?: string;
  @Prop({ required: true, min: 0 }) price: number;
  /** Kilometres at which the service is due. */
  @Prop({ required: true, min: 0 }) mileage: number;
  @Prop({ type: [PackageImageSchema], default: [] }) images: PackageImage[];
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Product' }], default: [] })
  products: Types.ObjectId[];
  /** What the work costs, in SAR, when the shop names it (the price holds parts and labour). */
  @Prop({ min: 0 }) labourPrice?: number;
  /**
   * The cars it is for: the admin's own (`ownFitments`), or else those all its car-specific
   * parts fit, derived again whenever its parts or their fitments change.
   */
  @Prop({ type: [StoredFitmentSchema], default: undefined }) fitments?: StoredFitment[];
  @Prop() ownFitments?: boolean;
  /** For every car: derived, when none of its parts names a car. Stored only when true. */
  @Prop() universal?: boolean;
}

export const ServicePackageSchema = SchemaFactory.createForClass(ServicePackage);
ServicePackageSchema.index({ mileage: -1 });
ServicePackageSchema.index({ products: 1 });
