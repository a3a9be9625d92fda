import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shop/shared';

/**
 * A payment of the built-in sandbox provider: what a card issuer would know of it. The card
 * number is never kept — only its last four digits and what the issuer will answer for it.
 */
@Schema({ collection: 'sandbox_payments', timestamps: true })
export class SandboxPayment {
  /** A UUID, as Moyasar's payment ids are. */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true, unique: true }) givenId: string;
  @Prop({ required: true }) amount: number;
  @Prop({ required: true }) currency: string;
  @Prop({ required: true }) description: string;
  @Prop({ required: true }) callbackUrl: string;
  @Prop({ required: true }) cardLast4: string;
  /** Whether the issuer approves this card once its holder confirms (the test cards decide). */
  @Prop({ required: true }) issuerApproves: boolean;
  @Prop({
    type: String,
    required: true,
    enum: PAYMENT_STATUSES,
    default: 'initiated',
  })
  status: PaymentStatus;
  @Prop() message?: string;
  /** Halalas given back to the card. */
  @Prop() refunded?: number;
  @Prop() refundedAt?: Date;
}

export const SandboxPaymentSchema = SchemaFactory.createForClass(SandboxPayment);
