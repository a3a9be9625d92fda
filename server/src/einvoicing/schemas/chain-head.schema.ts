import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The head of the chain (one document, `_id: 'egs'`): the counter and hash of the last document
 * stored. It is only ever advanced from the value it has to the next one (compare and swap), and
 * only after that next document is stored; so it trails the stored documents by at most what a
 * stopped process left unadvanced, which the next issuer advances (ChainService).
 */
@Schema({ collection: 'zatca_chain', versionKey: false })
export class ChainHead {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) counter: number;
  @Prop({ required: true }) hash: string;
}

export const ChainHeadSchema = SchemaFactory.createForClass(ChainHead);
