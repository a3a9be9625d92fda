import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A car or range of model years a product or package fits, as stored: the catalog's names (for
 * a product's carDetails, as typed where the catalog lacks them) with their keys (nameKey,
 * server/src/text/normalise.ts), which searches match. A product's carDetails make one more,
 * stored among them, marked, so that one query reads both; it is never answered as one of its
 * fitments.
 */
@Schema({ _id: false })
export class StoredFitment {
  @Prop({ required: true }) make: string;
  @Prop() model?: string;
  @Prop({ required: true }) makeKey: string;
  /** Absent only in a fitment made from carDetails without a model. */
  @Prop() modelKey?: string;
  @Prop({ required: true }) yearFrom: number;
  @Prop({ required: true }) yearTo: number;
  @Prop() engine?: string;
  @Prop() engineKey?: string;
  @Prop() notes?: string;
  /** The fitment of the documented carDetails. */
  @Prop() fromCarDetails?: boolean;
}
export const StoredFitmentSchema = SchemaFactory.createForClass(StoredFitment);
