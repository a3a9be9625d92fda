import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { StoredLogoSchema, type StoredLogo } from '../../storage/stored-logo.schema';
import { nameKeysOf } from '../../text/normalise';

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
  /**
   * nameKey of its English and Arabic names (makeNameKeys), unique across makes: no make is
   * named as another is, in either language. Absent only on a brand an earlier version stored
   * whose names another make had already (migration 010). Never answered.
   */
  @Prop({ type: [String], default: undefined }) nameKeys?: string[];
}

export const CarBrandSchema = SchemaFactory.createForClass(CarBrand);
// Sparse, so that brands stored before the keys existed do not collide on "no keys" before
// migration 010 gives them theirs; a brand with keys claims each of them.
CarBrandSchema.index({ nameKeys: 1 }, { unique: true, sparse: true });

/** What a make's names claim among the makes: nameKey of each, once ("toyota", "تويوتا"). */
export const makeNameKeys = (make: { carBrand: string; nameAr?: string | null }): string[] =>
  nameKeysOf([make.carBrand, make.nameAr]);
