import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ timestamps: true })
export class Category {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true }) description: string;
  /** Arabic name and description; the English ones stand in where they are missing. */
  @Prop({ trim: true }) nameAr?: string;
  @Prop({ trim: true }) descriptionAr?: string;
}

export const CategorySchema = SchemaFactory.createForClass(Category);
CategorySchema.index({ name: 1 });
