import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

@Schema({ _id: false })
export class StoredImage {
  @Prop({ required: true }) url: string;
  /** Where the file lives under UPLOAD_DIR; never answered. */
  @Prop({ required: true }) key: string;
}
export const StoredImageSchema = SchemaFactory.createForClass(StoredImage);

@Schema({ timestamps: true, collection: 'carbrands' })
export class CarBrand {
  @Prop({ required: true, trim: true, unique: true }) carBrand: string;
  /** The brand's name in Arabic ("تويوتا"); the English one stands in where it is missing. */
  @Prop({ trim: true }) nameAr?: string;
  @Prop({ type: StoredImageSchema, required: true }) carBrandLogo: StoredImage;
}

export type CarBrandDocument = HydratedDocument<CarBrand>;
export const CarBrandSchema = SchemaFactory.createForClass(CarBrand);
