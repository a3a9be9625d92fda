import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  ITEM_KINDS,
  PAYMENT_METHOD,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_REASONS,
  SHIPPING_STATUSES,
  type ItemKind,
  type PaymentMethod,
  type PaymentStatus,
  type RefundReason,
  type ShippingStatus,
} from '@shop/shared';
import { Schema as MongooseSchema, Types } from 'mongoose';
import {
  NationalAddressRecord,
  NationalAddressSchema,
} from '../../addresses/schemas/national-address.schema';

/**
 * An order's number as the shop shows it (without its '#'): the id's last 8 characters, in
 * capitals; web/src/components/orders/order-display.tsx writes it from the id the same way.
 */
export const orderReferenceOf = (id: Types.ObjectId): string =>
  id.toHexString().slice(-8).toUpperCase();

/** A line as it was when the order was placed: later catalog changes leave it alone. */
@Schema({ _id: false })
export class OrderLine {
  @Prop({ type: String, required: true, enum: ITEM_KINDS }) kind: ItemKind;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) itemId: Types.ObjectId;
  @Prop({ required: true }) name: string;
  /** The item's Arabic name when the order was placed, if it had one. */
  @Prop() nameAr?: string;
  /** SAR, VAT included. */
  @Prop({ required: true }) unitPrice: number;
  @Prop({ required: true, min: 1 }) quantity: number;
  @Prop({ required: true }) price: number;
}
const OrderLineSchema = SchemaFactory.createForClass(OrderLine);

/** All the shop keeps of the card: never its number or CVC. */
@Schema({ _id: false })
export class CardSummary {
  @Prop({ required: true }) brand: string;
  @Prop({ required: true }) last4: string;
}
const CardSummarySchema = SchemaFactory.createForClass(CardSummary);

/** The order's payment at its provider; never answered. */
@Schema({ _id: false })
export class OrderPayment {
  @Prop({ required: true }) provider: string;
  /** The idempotency key the payment was created with. */
  @Prop({ required: true }) givenId: string;
  /** The provider's payment id, once created. */
  @Prop() id?: string;
  /** The provider's word on the outcome (APPROVED, a decline reason, an amount mismatch). */
  @Prop() message?: string;
  /** Set while one process asks the provider for a refund, so that no other asks too. */
  @Prop() refundingSince?: Date;
}
const OrderPaymentSchema = SchemaFactory.createForClass(OrderPayment);

/**
 * The tax invoice of a paid order, or the credit note of a refunded one (numbered and written by
 * the invoices module; the stamped XML is kept by e-invoicing).
 */
@Schema({ _id: false })
export class OrderInvoice {
  /** INV-000001, INV-000002, ... (credit notes: CN-000001, ...) */
  @Prop({ required: true }) number: string;
  @Prop({ required: true }) issuedAt: Date;
  /** The ZATCA QR code's content: base64 of its TLV fields (tags 1-9; 1-5 before e-invoicing). */
  @Prop({ required: true }) qr: string;
}
const OrderInvoiceSchema = SchemaFactory.createForClass(OrderInvoice);

/** The parcel's carrier, tracking number and the carrier's page of it. */
@Schema({ _id: false })
export class ParcelTracking {
  @Prop({ required: true }) carrier: string;
  @Prop({ required: true }) number: string;
  @Prop({ required: true }) url: string;
}
const ParcelTrackingSchema = SchemaFactory.createForClass(ParcelTracking);

/** The delivery quoted when the order was placed (its fee is inside totalPrice), and its parcel. */
@Schema({ _id: false })
export class OrderShipping {
  /** SAR, VAT included: the zone's fee (0 when free) and, for cash on delivery, its codFee. */
  @Prop({ required: true }) fee: number;
  @Prop() codFee?: number;
  @Prop({ required: true }) city: string;
  @Prop() cityAr?: string;
  @Prop({ required: true }) minDays: number;
  @Prop({ required: true }) maxDays: number;
  /** Where the order goes: the National Address as it was when the order was placed. */
  @Prop({ type: NationalAddressSchema, required: true }) address: NationalAddressRecord;
  @Prop({ type: ParcelTrackingSchema }) tracking?: ParcelTracking;
  @Prop() shippedAt?: Date;
  @Prop() deliveredAt?: Date;
}
const OrderShippingSchema = SchemaFactory.createForClass(OrderShipping);

/** A change of the payment status an admin recorded by hand: who, when, from, to and why. */
@Schema({ _id: false })
export class PaymentStatusChange {
  @Prop({ required: true }) at: Date;
  @Prop({ type: { _id: String, name: String, email: String }, required: true })
  by: { _id: string; name: string; email: string };
  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES }) from: PaymentStatus;
  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES }) to: PaymentStatus;
  @Prop() reason?: string;
}
const PaymentStatusChangeSchema = SchemaFactory.createForClass(PaymentStatusChange);

/** A discount the order got, as it was when placed (issue 27): SAR, VAT included. */
@Schema({ _id: false })
export class OrderDiscount {
  /** The coupon's code; none for an automatic offer. */
  @Prop() code?: string;
  @Prop({ required: true }) label: string;
  @Prop({ required: true }) labelAr: string;
  @Prop({ required: true }) amount: number;
}
const OrderDiscountSchema = SchemaFactory.createForClass(OrderDiscount);

/** Units of a product taken from its stock for this order, given back if it is not paid. */
@Schema({ _id: false })
export class StockReservation {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) productId: Types.ObjectId;
  @Prop({ required: true, min: 1 }) quantity: number;
}
const StockReservationSchema = SchemaFactory.createForClass(StockReservation);

@Schema({ timestamps: true })
export class Order {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  userId: Types.ObjectId;
  /** The number the shop shows for the order (see orderReferenceOf), kept to search by. */
  @Prop() reference?: string;
  @Prop({ type: [OrderLineSchema], required: true }) lines: OrderLine[];
  /** SAR, VAT included. */
  @Prop({ required: true }) totalPrice: number;
  /** The VAT inside totalPrice, SAR. */
  @Prop({ required: true }) vat: number;
  @Prop({ required: true, trim: true }) fullname: string;
  @Prop({ required: true, trim: true }) phone: string;
  @Prop({ required: true, trim: true }) shippingAddress: string;
  @Prop({ type: String, required: true, enum: PAYMENT_METHODS, default: PAYMENT_METHOD })
  paymentMethod: PaymentMethod;
  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES, default: 'initiated' })
  paymentStatus: PaymentStatus;
  @Prop({ type: String, required: true, enum: SHIPPING_STATUSES, default: 'pending' })
  shippingStatus: ShippingStatus;
  /** The card paid with; none for cash on delivery. */
  @Prop({ type: CardSummarySchema }) card?: CardSummary;
  /** The card payment at its provider; none for cash on delivery. */
  @Prop({ type: OrderPaymentSchema, select: false }) payment?: OrderPayment;
  /** Its delivery, when it was placed with an address of the address book. */
  @Prop({ type: OrderShippingSchema }) shipping?: OrderShipping;
  /** The discounts taken off totalPrice (a coupon's and the offers'), largest priority first. */
  @Prop({ type: [OrderDiscountSchema], default: undefined }) discounts?: OrderDiscount[];
  /** The payment status's changes an admin recorded by hand, oldest first. */
  @Prop({ type: [PaymentStatusChangeSchema], default: undefined })
  paymentChanges?: PaymentStatusChange[];
  /** When an admin deleted it while it had a tax document: kept, out of the admin's list. */
  @Prop() archivedAt?: Date;
  @Prop() paidAt?: Date;
  @Prop({ type: OrderInvoiceSchema }) invoice?: OrderInvoice;
  /** Since when a caller is numbering this order's invoice: one at a time takes a number. */
  @Prop() invoicingSince?: Date;
  /** The credit note that cancels the invoice of a refunded order. */
  @Prop({ type: OrderInvoiceSchema }) creditNote?: OrderInvoice;
  /** Since when a caller is issuing this order's credit note: one at a time. */
  @Prop() creditNotingSince?: Date;
  /** The cart's version the order was built from: one order of a version may end paid. */
  @Prop() cartVersion?: number;
  @Prop({ type: [StockReservationSchema], default: [] }) reserved: StockReservation[];
  /**
   * When the order let go of its reserved units: back on sale when it failed or was refunded, or
   * handed to the order that replaced it. Set by the same conditional update as that change,
   * with $min (see releasingStock), so the units go back at most once, whatever the order's later
   * history (an admin setting it back to paid, a second refund).
   */
  @Prop() stockReleasedAt?: Date;
  /**
   * When the shop stopped waiting for a card payment that was never completed (the shopper left
   * the 3-D Secure page): the order waited past ORDER_PAYMENT_TIMEOUT_MINUTES, or a new order of
   * its cart replaced it. Set with stockReleasedAt, by the same conditional update; the payment
   * status stays `initiated`, the provider's word, until the provider says otherwise.
   */
  @Prop() paymentAbandonedAt?: Date;
  /** Why the payment went back to the card (REFUND_REASONS). */
  @Prop({ type: String, enum: REFUND_REASONS }) refundReason?: RefundReason;
  @Prop() refundedAt?: Date;
  createdAt: Date;
}

/**
 * The orders still awaiting their payment: `initiated` and not abandoned (paymentAbandonedAt).
 * Cash-on-delivery orders await theirs too, and are never abandoned.
 */
export const AWAITING_PAYMENT = { paymentStatus: 'initiated', paymentAbandonedAt: null } as const;

/** The part of an update that lets go of an order's reserved units (kept: the first time). */
export const releasingStock = (now: Date) => ({ $min: { stockReleasedAt: now } });

/**
 * The units a change made with releasingStock gives back, from the order as it was before the
 * change: its reservation if this change let go of it first, else none.
 */
export const unitsReleasedBy = (
  before: Pick<Order, 'reserved' | 'stockReleasedAt'>,
): StockReservation[] => (before.stockReleasedAt ? [] : before.reserved);

/** The coupon code the order was placed with, if any (an offer has none). */
export const couponOf = ({ discounts }: Pick<Order, 'discounts'>): string | undefined =>
  discounts?.find((discount) => discount.code)?.code;

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.pre('validate', function setReference() {
  this.reference ??= orderReferenceOf(this._id);
});
// My orders newest first; the payment's return finds its order; the admin list and dashboard.
// The lists sort by createdAt then _id, as these indexes end.
OrderSchema.index({ userId: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ 'payment.id': 1 });
OrderSchema.index({ createdAt: -1, _id: -1 });
// The expiry job's look-up of orders still awaiting payment (abandoned ones keep `initiated`).
OrderSchema.index({ paymentStatus: 1, paymentAbandonedAt: 1, createdAt: 1 });
// The admin's searches by order number and by shipping status.
OrderSchema.index({ reference: 1 });
OrderSchema.index({ shippingStatus: 1, createdAt: -1, _id: -1 });
