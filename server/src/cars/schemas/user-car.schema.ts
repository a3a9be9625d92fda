import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CarDetails } from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { StoredLogoSchema, type StoredLogo } from '../../storage/stored-logo.schema';

@Schema({ _id: false })
export class UserCarDetails implements CarDetails {
  @Prop({ required: true, trim: true }) model: string;
  @Prop({ required: true }) year: number;
  @Prop({ required: true, trim: true }) agency: string;
  @Prop({ required: true }) warranty: boolean;
}
const UserCarDetailsSchema = SchemaFactory.createForClass(UserCarDetails);

/** What the shop read from a car's VIN when it was stored: never taken from the client. */
@Schema({ _id: false })
export class DecodedVinFields {
  @Prop() manufacturer?: string;
  @Prop() modelYear?: number;
}
const DecodedVinFieldsSchema = SchemaFactory.createForClass(DecodedVinFields);

/** A mileage the shopper gave, and when: the readings the shop reckons km a month from. */
@Schema({ _id: false })
export class MileageReading {
  @Prop({ required: true, min: 0 }) mileage: number;
  @Prop({ required: true }) at: Date;
}
const MileageReadingSchema = SchemaFactory.createForClass(MileageReading);

export const SERVICE_SOURCES = ['order', 'elsewhere'] as const;

/** A maintenance service the car had: a package bought for it, or one the shopper did elsewhere. */
@Schema({ _id: false })
export class ServiceRecord {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) packageId: Types.ObjectId;
  /** The package's mileage: the next service is one above it. */
  @Prop({ required: true, min: 0 }) mileage: number;
  @Prop({ required: true }) at: Date;
  @Prop({ type: String, required: true, enum: SERVICE_SOURCES })
  source: (typeof SERVICE_SOURCES)[number];
}
const ServiceRecordSchema = SchemaFactory.createForClass(ServiceRecord);

/** Readings and services kept per car, the newest: enough to reckon from, bounded however used. */
export const CAR_HISTORY_KEPT = 24;

/** A car in a user's garage: known by its VIN (engineNumber) or by its details. */
@Schema({ timestamps: true, collection: 'usercars' })
export class UserCar {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true, index: true })
  userId: Types.ObjectId;
  @Prop({ type: StoredLogoSchema, required: true }) logo: StoredLogo;
  @Prop({ required: true, min: 0 }) mileage: number;
  /** When the shopper last gave the mileage (absent on cars stored before it was kept). */
  @Prop() mileageUpdatedAt?: Date;
  /** The mileages the shopper gave, oldest first (the newest CAR_HISTORY_KEPT). */
  @Prop({ type: [MileageReadingSchema], default: [] }) mileageLog: MileageReading[];
  /** The services it had, oldest first (the newest CAR_HISTORY_KEPT). */
  @Prop({ type: [ServiceRecordSchema], default: [] }) services: ServiceRecord[];
  /** The VIN, upper-cased; unique per user (checked in code: CI's stand-in has no partial indexes). */
  @Prop({ uppercase: true, trim: true }) engineNumber?: string;
  @Prop({ type: UserCarDetailsSchema }) carDetails?: UserCarDetails;
  /** Only for a car known by its VIN, when the VIN names its maker or model year. */
  @Prop({ type: DecodedVinFieldsSchema }) decoded?: DecodedVinFields;
  /**
   * Only for a car known by its VIN: the model the shopper picked (a VIN names the maker and model
   * year, not the model), as typed; read in the vehicle catalog's names when answered.
   */
  @Prop({ trim: true }) model?: string;
}

export const UserCarSchema = SchemaFactory.createForClass(UserCar);
UserCarSchema.index({ userId: 1, engineNumber: 1 });
// The admin's list of every car, newest first.
UserCarSchema.index({ createdAt: -1 });
