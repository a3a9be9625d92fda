import { AppliedDiscountView } from '../../carts/dto/cart.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CASH_ON_DELIVERY,
  ITEM_KINDS,
  KNOWN_CARRIERS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_REASONS,
  SHIPPING_STATUSES,
  type AddOrderAnswer as AddOrderAnswerShape,
  type AddOrderRequest,
  type DeliverOrderRequest,
  type ItemKind,
  type OrderShipping as OrderShippingShape,
  type OrderTracking,
  type PaymentMethod,
  type PaymentStatusChange as PaymentStatusChangeShape,
  type ShipOrderRequest,
  type OrderAnswer as OrderAnswerShape,
  type OrderInvoice,
  type OrderLine,
  type OrdersAnswer as OrdersAnswerShape,
  type OrderView as OrderShape,
  type PaymentCard,
  type PaymentStatus,
  type RefundReason,
  type PaymentView as PaymentShape,
  type ShippingStatus,
  type UpdateOrderRequest,
} from '@shop/shared';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsMongoId,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NationalAddressView } from '../../addresses/dto/address.dto';
import { ApiSchemaRules } from '../../common/api-docs';
import { OptionalNotNull, OptionalText, RequiredText } from '../../common/field-rules';
import { AsciiDigits, ToNumber, Trimmed } from '../../common/form-values';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

/**
 * The card as the payment form sends it. Only its shape is checked here; the payment rules
 * (16 digits starting with 4, a 3-digit CVC, not expired) run in their order in the service.
 */
@ShapeOf<PaymentCard>()
export class CardDetailsDto {
  @ApiProperty({ example: 'SARA ALHARBI' })
  @RequiredText('Name on card', { required: because('CARD_NAME_REQUIRED'), maxLength: 100 })
  name: string;

  @ApiProperty({ example: '4111111111111111', description: 'Never stored, logged or answered' })
  @IsString(because('CARD_NUMBER_LENGTH', { count: 0 }))
  @MaxLength(40, because('CARD_NUMBER_LENGTH', { count: 40 }))
  number: string;

  @ApiProperty({ example: '123', description: 'Never stored, logged or answered' })
  @IsString(because('CVC_LENGTH', { count: 0 }))
  @MaxLength(10, because('CVC_LENGTH', { count: 10 }))
  cvc: string;

  @ApiProperty({ example: 11, minimum: 1, maximum: 12 })
  @ToNumber()
  @IsInt(because('EXPIRY_MONTH_INVALID'))
  month: number;

  @ApiProperty({ example: 2028 })
  @ToNumber()
  @IsInt(because('EXPIRY_YEAR_INVALID'))
  year: number;
}

/**
 * `POST /api/order/addOrder`: who receives the order, where (an address of the address book, or
 * the documented address text), and how it is paid: the card — its details or a provider's token
 * for it, one of the two — or cash on delivery, with neither.
 */
@ShapeOf<AddOrderRequest>()
@ApiSchemaRules({
  oneOf: [
    { required: ['cardDetails'] },
    { required: ['token'] },
    { required: ['paymentMethod'], properties: { paymentMethod: { enum: [CASH_ON_DELIVERY] } } },
  ],
})
export class AddOrderDto {
  @ApiProperty({ example: 'Sara Alharbi' })
  @RequiredText('Full name', { required: because('FULL_NAME_REQUIRED'), maxLength: 100 })
  fullname: string;

  @ApiProperty({ example: '+966501234567' })
  @IsString(because('PAYMENT_PHONE_INVALID'))
  @MaxLength(20, because('PAYMENT_PHONE_INVALID'))
  phone: string;

  @ApiPropertyOptional({
    example: 'King Abdulaziz Rd 12, Al Rawdah, Jeddah',
    description: 'Required without addressId; with it, written from the address',
  })
  @ValidateIf((order: AddOrderDto) => order.addressId === undefined)
  @RequiredText('Address', { required: because('ADDRESS_REQUIRED'), maxLength: 500 })
  shippingAddress?: string;

  @ApiPropertyOptional({
    description:
      "An address of the caller's address book: the order takes its zone's delivery fee and days",
  })
  @Trimmed()
  @OptionalNotNull()
  @IsMongoId(because('ID_INVALID'))
  addressId?: string;

  @ApiProperty({ enum: PAYMENT_METHODS, description: 'creditcard, or cod (cash on delivery)' })
  @IsIn(PAYMENT_METHODS, because('PAYMENT_METHOD_INVALID'))
  paymentMethod: PaymentMethod;

  @ApiPropertyOptional({ type: CardDetailsDto, description: 'Or send token; neither for cod' })
  @ValidateIf(
    (order: AddOrderDto) => order.token === undefined && order.paymentMethod !== CASH_ON_DELIVERY,
  )
  @IsDefined(because('CARD_NUMBER_LENGTH', { count: 0 }))
  @IsObject(because('CARD_NUMBER_LENGTH', { count: 0 }))
  @ValidateNested()
  @Type(() => CardDetailsDto)
  cardDetails?: CardDetailsDto;

  @ApiPropertyOptional({
    example: 'token_x6okRgkZJrhgDHyqJ9zztW2X1k',
    description:
      'With PAYMENT_PROVIDER=moyasar: the token the browser got from Moyasar for the card ' +
      '(GET /api/payment/config says where), instead of cardDetails',
  })
  @OptionalNotNull()
  @Matches(/^token_\w{1,100}$/, because('PAYMENT_TOKEN_INVALID'))
  token?: string;
}

/** An order's two statuses, either or both: what an admin sets, and what the admin list filters by. */
export class OrderStatusFields {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @OptionalNotNull()
  @IsIn(PAYMENT_STATUSES, because('STATUS_INVALID', 'payment'))
  paymentStatus?: PaymentStatus;

  @ApiPropertyOptional({ enum: SHIPPING_STATUSES })
  @OptionalNotNull()
  @IsIn(SHIPPING_STATUSES, because('STATUS_INVALID', 'shipping'))
  shippingStatus?: ShippingStatus;
}

/**
 * `PUT /api/order/updateOreder/{id}`: the statuses an admin may set, either or both, and why the
 * payment status changes by hand.
 */
@ShapeOf<UpdateOrderRequest>()
@ApiSchemaRules({ anyOf: [{ required: ['paymentStatus'] }, { required: ['shippingStatus'] }] })
export class UpdateOrderDto extends OrderStatusFields {
  @ApiPropertyOptional({
    example: 'Bank transfer received on 12 May, reference 4471',
    description: 'Why the payment status changes: what happened outside the shop (audited)',
  })
  @OptionalText('Reason', 500)
  reason?: string;
}

/** `PUT /api/order/deliverOrder/{id}`: for cash on delivery, whether the cash was collected. */
@ShapeOf<DeliverOrderRequest>()
export class DeliverOrderDto {
  @ApiPropertyOptional({
    description:
      'Cash on delivery: true (collected: the order is paid) or false (refused at the door: ' +
      'canceled, its stock returns)',
  })
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'cashCollected' }))
  cashCollected?: boolean;
}

/** `PUT /api/order/shipOrder/{id}`: the parcel's carrier and tracking number. */
@ShapeOf<ShipOrderRequest>()
export class ShipOrderDto {
  @ApiProperty({ example: 'SMSA', description: `${KNOWN_CARRIERS.join(', ')}, or another` })
  @Trimmed()
  @IsString(because('CARRIER_INVALID'))
  @MaxLength(60, because('CARRIER_INVALID'))
  carrier: string;

  @ApiProperty({ example: '290012345678' })
  @AsciiDigits()
  @IsString(because('TRACKING_NUMBER_INVALID'))
  @Matches(/^[A-Za-z0-9-]{4,40}$/, because('TRACKING_NUMBER_INVALID'))
  number: string;

  @ApiPropertyOptional({
    example: 'https://track.example-carrier.sa/{lang}/parcel/{number}',
    description:
      "Another carrier's tracking page: {number} stands for the number, {lang} for en or ar",
  })
  @Trimmed()
  @OptionalNotNull()
  @IsString(because('CARRIER_URL_REQUIRED'))
  @MaxLength(300, because('CARRIER_URL_REQUIRED'))
  urlTemplate?: string;
}

@ShapeOf<OrderLine>()
class OrderLineView {
  @ApiProperty({ enum: ITEM_KINDS }) kind: ItemKind;
  @ApiProperty() itemId: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ description: 'The Arabic name, when the item had one' }) nameAr?: string;
  @ApiProperty({ description: 'SAR, VAT included' }) unitPrice: number;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'unitPrice x quantity, SAR' }) price: number;
}

@ShapeOf<OrderTracking>()
class OrderTrackingView {
  @ApiProperty({ example: 'SMSA' }) carrier: string;
  @ApiProperty({ example: '290012345678' }) number: string;
  @ApiProperty({
    example: 'https://www.smsaexpress.com/trackingdetails?tracknumbers=290012345678',
    description: "The carrier's public tracking page, in the shopper's language",
  })
  url: string;
}

@ShapeOf<OrderShippingShape<Date>>()
class OrderShippingView {
  @ApiProperty({ description: 'SAR, VAT included, inside totalPrice (0 when free)' }) fee: number;
  @ApiProperty({ example: 'Riyadh' }) city: string;
  @ApiPropertyOptional({ example: 'الرياض' }) cityAr?: string;
  @ApiProperty() minDays: number;
  @ApiProperty() maxDays: number;
  @ApiPropertyOptional({ description: 'The part of fee that is the cash-on-delivery fee' })
  codFee?: number;
  @ApiProperty({ type: NationalAddressView }) address: NationalAddressView;
  @ApiPropertyOptional({ type: OrderTrackingView }) tracking?: OrderTrackingView;
  @ApiPropertyOptional() shippedAt?: Date;
  @ApiPropertyOptional() deliveredAt?: Date;
}

class ChangedBy {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

@ShapeOf<PaymentStatusChangeShape<Date>>()
class PaymentStatusChangeView {
  @ApiProperty() at: Date;
  @ApiProperty({ type: ChangedBy }) by: ChangedBy;
  @ApiProperty({ enum: PAYMENT_STATUSES }) from: PaymentStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) to: PaymentStatus;
  @ApiPropertyOptional({ example: 'Bank transfer received' }) reason?: string;
}

class CardSummaryView {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '1111' }) last4: string;
}

@ShapeOf<OrderInvoice<Date>>()
class OrderInvoiceView {
  @ApiProperty({ example: 'INV-000001', description: 'A credit note: CN-000001, …' })
  number: string;
  @ApiProperty() issuedAt: Date;
  @ApiProperty({
    description:
      "The ZATCA QR code's content: base64 of its TLV fields, tags 1-9 (tags 1-5 on invoices " +
      'issued before e-invoicing)',
  })
  qr: string;
}

class OrderCustomerView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() mobile: string;
}

@ShapeOf<OrderShape<Date>>()
export class OrderView {
  @ApiProperty() _id: string;
  @ApiProperty({
    example: '38D4D3D9',
    description: 'The order number the shop shows everywhere (as #38D4D3D9)',
  })
  reference: string;
  @ApiProperty({ type: [OrderLineView] }) lines: OrderLineView[];
  @ApiProperty({ description: 'SAR, VAT included' }) totalPrice: number;
  @ApiProperty({ description: 'The 15% VAT inside totalPrice, SAR' }) vat: number;
  @ApiProperty() fullname: string;
  @ApiProperty() phone: string;
  @ApiProperty() shippingAddress: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: PaymentStatus;
  @ApiProperty({ enum: SHIPPING_STATUSES }) shippingStatus: ShippingStatus;
  @ApiPropertyOptional({ type: CardSummaryView, description: 'None for cash on delivery' })
  card?: CardSummaryView;
  @ApiPropertyOptional({
    type: OrderShippingView,
    description: 'With an address of the address book: the delivery and, once shipped, its parcel',
  })
  shipping?: OrderShippingView;
  @ApiPropertyOptional({
    type: [AppliedDiscountView],
    description: "The discounts taken off totalPrice (a coupon's, the offers'); none without any",
  })
  discounts?: AppliedDiscountView[];
  @ApiProperty() createdAt: Date;
  @ApiPropertyOptional() paidAt?: Date;
  @ApiPropertyOptional({
    description:
      'A card order whose payment was never completed (still initiated at the provider): when ' +
      'the shop stopped waiting for it (it expired, or a new order of its cart replaced it). Its ' +
      'stock went back; a payment approved after is refunded',
  })
  paymentAbandonedAt?: Date;
  @ApiPropertyOptional({ type: OrderInvoiceView, description: 'Once paid' })
  invoice?: OrderInvoiceView;
  @ApiPropertyOptional({
    type: OrderInvoiceView,
    description: 'The credit note cancelling the invoice, once an invoiced order is refunded',
  })
  creditNote?: OrderInvoiceView;
  @ApiPropertyOptional({
    enum: REFUND_REASONS,
    description:
      'Why a refunded order was refunded: duplicate (the same cart was paid by another order), ' +
      'admin (refunded by the shop), late (paid only after the order had expired unpaid)',
  })
  refundReason?: RefundReason;
  @ApiPropertyOptional() refundedAt?: Date;
  @ApiPropertyOptional({
    type: OrderCustomerView,
    nullable: true,
    description: 'allOrders only; null once the user was deleted',
  })
  user?: OrderCustomerView | null;
  @ApiPropertyOptional({
    type: [PaymentStatusChangeView],
    description: "Admin answers: the payment status's changes by hand, oldest first",
  })
  paymentChanges?: PaymentStatusChangeView[];
  @ApiPropertyOptional({ description: 'Admin answers: when it was archived' })
  archivedAt?: Date;
}

class TransactionSource {
  @ApiProperty({ description: "The card issuer's 3-D Secure page: send the browser there" })
  transaction_url: string;
}

@ShapeOf<PaymentShape>()
class PaymentView {
  @ApiProperty() id: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({ type: TransactionSource }) source: TransactionSource;
}

@ShapeOf<AddOrderAnswerShape<Date>>()
export class AddOrderAnswer {
  @ApiProperty({ example: 'Order created. Payment is pending.' }) message: string;
  @ApiProperty({ type: OrderView }) order: OrderView;
  @ApiPropertyOptional({ type: PaymentView, description: 'None for cash on delivery' })
  payment?: PaymentView;
}

@ShapeOf<OrdersAnswerShape<Date>>()
export class OrdersAnswer {
  @ApiProperty({ example: 'Orders retrieved successfully.' }) message: string;
  @ApiProperty({ type: [OrderView] }) orders: OrderView[];
  @ApiPropertyOptional({ description: 'With ?page=&limit= only' }) total?: number;
}

@ShapeOf<OrderAnswerShape<Date>>()
export class OrderAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: OrderView }) order: OrderView;
}

/** A provider's webhook, as Moyasar sends it; only the secret and the payment id are read. */
export class PaymentWebhookDto {
  @ApiProperty({ description: 'The secret token configured with the provider' })
  @IsOptional()
  @IsString(because('WEBHOOK_SECRET_INVALID'))
  secret_token?: string;

  @ApiPropertyOptional({ example: 'payment_paid' })
  @IsOptional()
  @IsString()
  type?: string;

  @ApiProperty({ description: 'The payment; its status is fetched from the provider again' })
  @IsObject(because('WEBHOOK_PAYMENT_MISSING'))
  data: { id?: unknown };
}
