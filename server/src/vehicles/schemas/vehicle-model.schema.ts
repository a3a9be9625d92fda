import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { nameKeysOf } from '../../text/normalise';

/** An engine of a model, where its parts differ by engine. */
@Schema({ _id: false })
export class VehicleEngineRecord {
  @Prop({ required: true, trim: true }) code: string;
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ trim: true }) nameAr?: string;
}
const VehicleEngineSchema = SchemaFactory.createForClass(VehicleEngineRecord);

/** A model of a make (a car brand), with the model years sold in Saudi Arabia. */
@Schema({ timestamps: true, collection: 'vehiclemodels' })
export class VehicleModelRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'CarBrand', required: true })
  makeId: Types.ObjectId;
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ trim: true }) nameAr?: string;
  /** Other spellings shoppers type ("كامرى"). */
  @Prop({ type: [String], default: undefined }) spellings?: string[];
  /** nameKey of the name (server/src/text/normalise.ts), unique within the make. Never answered. */
  @Prop({ required: true }) key: string;
  /**
   * nameKey of every spelling of the model, alone and after each spelling of its make ("camry",
   * "toyota camry", "تويوتا كامري"): what `?q=` matches. Never answered.
   */
  @Prop({ type: [String], default: [] }) searchKeys: string[];
  @Prop({ required: true }) yearFrom: number;
  /** Absent while the model is still sold. */
  @Prop() yearTo?: number;
  @Prop({ type: [VehicleEngineSchema], default: [] }) engines: VehicleEngineRecord[];
  /**
   * Its make's id with nameKey of each of its names, English and Arabic (modelNameKeys), unique
   * across models: no two models of a make share a name in either language. Absent only on a
   * model an earlier version stored whose Arabic name another model of its make had (migration
   * 010). Never answered.
   */
  @Prop({ type: [String], default: undefined }) nameKeys?: string[];
}

export const VehicleModelSchema = SchemaFactory.createForClass(VehicleModelRecord);
// One model of a name per make: the seed's upserts of several instances meet on it.
VehicleModelSchema.index({ makeId: 1, key: 1 }, { unique: true });
VehicleModelSchema.index({ searchKeys: 1 });
// The make's id is written into each key, not indexed beside them: a compound index would index
// the models stored before the keys existed as (make, no keys), colliding, where this sparse one
// leaves them out until migration 010 gives them theirs.
VehicleModelSchema.index({ nameKeys: 1 }, { unique: true, sparse: true });

/**
 * What a model's names claim among the models: "<make id>|<nameKey>" of its English and Arabic
 * names, each once ("…|camry", "…|كامري").
 */
export const modelNameKeys = (
  makeId: Types.ObjectId | string,
  model: { name: string; nameAr?: string | null },
): string[] => nameKeysOf([model.name, model.nameAr]).map((key) => `${makeId.toString()}|${key}`);
