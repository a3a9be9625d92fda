import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { NationalAddress } from '@shop/shared';

/**
 * A Saudi National Address as stored (numbers in ASCII digits, the city by its English name,
 * shipping/saudi-cities.data.ts): in an address book, and in an order's snapshot of one.
 */
@Schema({ _id: false })
export class NationalAddressRecord implements NationalAddress {
  @Prop() label?: string;
  @Prop({ required: true }) recipient: string;
  @Prop({ required: true }) phone: string;
  @Prop({ required: true }) buildingNumber: string;
  @Prop({ required: true }) street: string;
  @Prop({ required: true }) district: string;
  @Prop({ required: true }) city: string;
  @Prop({ required: true }) postalCode: string;
  @Prop({ required: true }) additionalNumber: string;
  @Prop() shortAddress?: string;
}

export const NationalAddressSchema = SchemaFactory.createForClass(NationalAddressRecord);
