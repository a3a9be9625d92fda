import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { StoredLogoSchema, type StoredLogo } from '../../storage/stored-logo.schema';

/**
 * A car brand: the garage's brands and the vehicle catalog's makes are these records (one list;
 * docs/decisions.md, "Fitment").
 */
@Schema({ timestamps: true, collection: 'carbrands' })
export class CarBrand {
  @Prop({ required: true, trim: true, unique: true }) carBrand: string;
  /** The brand's name in Arabic ("تويوتا"); the English one stands in where it is missing. */
  @Prop({ trim: true }) nameAr?: string;
  /** Other spellings shoppers type, Arabic ones mostly ("تيوتا"). */
  @Prop({ type: [String], default: undefined }) spellings?: string[];
  @Prop({ type: StoredLogoSchema, required: true }) carBrandLogo: StoredLogo;
}

export const CarBrandSchema = SchemaFactory.createForClass(CarBrand);
