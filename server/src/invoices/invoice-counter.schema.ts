import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A named sequence; invoice numbers are taken from it with one atomic $inc each. */
@Schema({ collection: 'counters', versionKey: false })
export class Counter {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) seq: number;
}
export const CounterSchema = SchemaFactory.createForClass(Counter);
