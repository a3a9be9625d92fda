import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A logo: its storage key, from which answers build the URL (never answered). */
@Schema({ _id: false })
export class StoredLogo {
  @Prop({ required: true }) key: string;
  /** Only for a logo from before keys that is not the shop's own: the URL it had. */
  @Prop() url?: string;
}
export const StoredLogoSchema = SchemaFactory.createForClass(StoredLogo);
