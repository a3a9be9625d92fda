import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ITEM_KINDS,
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  REFUND_REASONS,
  SHIPPING_STATUSES,
  type AddOrderAnswer as AddOrderAnswerShape,
  type AddOrderRequest,
  type ItemKind,
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
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ApiSchemaRules } from '../../common/api-docs';
import { OptionalNotNull, RequiredText } from '../../common/field-rules';
import { ToNumber } from '../../common/form-values';
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
 * `POST /api/order/addOrder`: who receives the order, where, and the card to pay with — its
 * details or a provider's token for it, one of the two (the service refuses both).
 */
@ShapeOf<AddOrderRequest>()
@ApiSchemaRules({ oneOf: [{ required: ['cardDetails'] }, { required: ['token'] }] })
export class AddOrderDto {
  @ApiProperty({ example: 'Sara Alharbi' })
  @RequiredText('Full name', { required: because('FULL_NAME_REQUIRED'), maxLength: 100 })
  fullname: string;

  @ApiProperty({ example: '+966501234567' })
  @IsString(because('PAYMENT_PHONE_INVALID'))
  @MaxLength(20, because('PAYMENT_PHONE_INVALID'))
  phone: string;

  @ApiProperty({ example: 'King Abdulaziz Rd 12, Al Rawdah, Jeddah' })
  @RequiredText('Address', { required: because('ADDRESS_REQUIRED'), maxLength: 500 })
  shippingAddress: string;

  @ApiProperty({ enum: [PAYMENT_METHOD] })
  @IsIn([PAYMENT_METHOD], because('PAYMENT_METHOD_INVALID'))
  paymentMethod: typeof PAYMENT_METHOD;

  @ApiPropertyOptional({ type: CardDetailsDto, description: 'Or send token' })
  @ValidateIf((order: AddOrderDto) => order.token === undefined)
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

/** `PUT /api/order/updateOreder/{id}`: the statuses an admin may set, either or both. */
@ShapeOf<UpdateOrderRequest>()
@ApiSchemaRules({ anyOf: [{ required: ['paymentStatus'] }, { required: ['shippingStatus'] }] })
export class UpdateOrderDto extends OrderStatusFields {}

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

class CardSummaryView {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '1111' }) last4: string;
}

@ShapeOf<OrderInvoice<Date>>()
class OrderInvoiceView {
  @ApiProperty({ example: 'INV-000001' }) number: string;
  @ApiProperty() issuedAt: Date;
  @ApiProperty({ description: "The ZATCA QR code's content: base64 of its TLV fields" })
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
  @ApiProperty({ enum: [PAYMENT_METHOD] }) paymentMethod: typeof PAYMENT_METHOD;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: PaymentStatus;
  @ApiProperty({ enum: SHIPPING_STATUSES }) shippingStatus: ShippingStatus;
  @ApiProperty({ type: CardSummaryView }) card: CardSummaryView;
  @ApiProperty() createdAt: Date;
  @ApiPropertyOptional() paidAt?: Date;
  @ApiPropertyOptional({ type: OrderInvoiceView, description: 'Once paid' })
  invoice?: OrderInvoiceView;
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
  @ApiProperty({ type: PaymentView }) payment: PaymentView;
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
