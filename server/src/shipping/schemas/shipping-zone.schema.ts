import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/**
 * A zone the shop delivers to: its cities (English names, saudi-cities.data.ts), its fee and days,
 * and whether cash on delivery is offered. Amounts are SAR, VAT included.
 */
@Schema({ collection: 'shipping_zones', timestamps: true })
export class ShippingZone {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true }) nameAr: string;
  @Prop({ type: [String], required: true }) cities: string[];
  @Prop({ required: true, min: 0 }) fee: number;
  @Prop() freeAbove?: number;
  @Prop({ required: true, min: 0 }) minDays: number;
  @Prop({ required: true, min: 0 }) maxDays: number;
  @Prop({ required: true }) cod: boolean;
  @Prop() codFee?: number;
  createdAt: Date;
}

export const ShippingZoneSchema = SchemaFactory.createForClass(ShippingZone);
// The quote's look-up of a city's zone.
ShippingZoneSchema.index({ cities: 1 });

/**
 * A city's place in a zone, by the city's English name: its _id is unique, so however many admins
 * save zones at once, on however many instances, a city is in one zone at most. The zone takes
 * the claim before it lists the city, and lets go of it after it stopped listing it; a claim whose
 * zone does not list the city after ZONE_CLAIM_GRACE_MS was left by a save that stopped halfway.
 */
@Schema({ collection: 'shipping_zone_cities' })
export class ZoneCityClaim {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) zoneId: Types.ObjectId;
  @Prop({ required: true }) since: Date;
}

export const ZoneCityClaimSchema = SchemaFactory.createForClass(ZoneCityClaim);
ZoneCityClaimSchema.index({ zoneId: 1 });
