import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A logo: its storage key, from which answers build the URL (never answered). */
@Schema({ _id: false })
export class StoredLogo {
  @Prop({ required: true }) key: string;
  /** Only for a logo from before keys that is not the shop's own: the URL it had. */
  @Prop() url?: string;
}
export const StoredLogoSchema = SchemaFactory.createForClass(StoredLogo);

@Schema({ timestamps: true, collection: 'carbrands' })
export class CarBrand {
  @Prop({ required: true, trim: true, unique: true }) carBrand: string;
  /** The brand's name in Arabic ("تويوتا"); the English one stands in where it is missing. */
  @Prop({ trim: true }) nameAr?: string;
  @Prop({ type: StoredLogoSchema, required: true }) carBrandLogo: StoredLogo;
}

export const CarBrandSchema = SchemaFactory.createForClass(CarBrand);
