import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
  VALIDATION,
  cardNumberLengthMessage,
  cvcLengthMessage,
  type AddOrderAnswer as AddOrderAnswerShape,
  type AddOrderRequest,
  type OrderAnswer as OrderAnswerShape,
  type OrderInvoice,
  type OrderLine,
  type OrdersAnswer as OrdersAnswerShape,
  type OrderView as OrderShape,
  type PaymentCard,
  type PaymentStatus,
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
import { RequiredText } from '../../common/field-rules';
import { ToNumber } from '../../common/form-values';
import { REFUND_REASONS } from '../schemas/order.schema';

/**
 * The card as the payment form sends it. Only its shape is checked here; the payment rules
 * (16 digits starting with 4, a 3-digit CVC, not expired) run in their order in the service.
 */
export class CardDetailsDto implements PaymentCard {
  @ApiProperty({ example: 'SARA ALHARBI' })
  @RequiredText('Name on card is required', {
    maxLength: 100,
    tooLongMessage: 'Name on card must be at most 100 characters',
  })
  name: string;

  @ApiProperty({ example: '4111111111111111', description: 'Never stored, logged or answered' })
  @IsString({ message: cardNumberLengthMessage(0) })
  @MaxLength(40, { message: cardNumberLengthMessage(40) })
  number: string;

  @ApiProperty({ example: '123', description: 'Never stored, logged or answered' })
  @IsString({ message: cvcLengthMessage(0) })
  @MaxLength(10, { message: cvcLengthMessage(10) })
  cvc: string;

  @ApiProperty({ example: 11, minimum: 1, maximum: 12 })
  @ToNumber()
  @IsInt({ message: PAYMENT_MESSAGES.expiryMonth })
  month: number;

  @ApiProperty({ example: 2028 })
  @ToNumber()
  @IsInt({ message: PAYMENT_MESSAGES.expiryYear })
  year: number;
}

/** `POST /api/order/addOrder`: who receives the order, where, and the card to pay with. */
export class AddOrderDto implements AddOrderRequest {
  @ApiProperty({ example: 'Sara Alharbi' })
  @RequiredText('Full name is required', {
    maxLength: 100,
    tooLongMessage: 'Full name must be at most 100 characters',
  })
  fullname: string;

  @ApiProperty({ example: '+966501234567' })
  @IsString({ message: VALIDATION.paymentPhone })
  @MaxLength(20, { message: VALIDATION.paymentPhone })
  phone: string;

  @ApiProperty({ example: 'King Abdulaziz Rd 12, Al Rawdah, Jeddah' })
  @RequiredText('Address is required', {
    maxLength: 500,
    tooLongMessage: 'Address must be at most 500 characters',
  })
  shippingAddress: string;

  @ApiProperty({ enum: [PAYMENT_METHOD] })
  @IsIn([PAYMENT_METHOD], { message: PAYMENT_MESSAGES.paymentMethod })
  paymentMethod: typeof PAYMENT_METHOD;

  @ApiPropertyOptional({ type: CardDetailsDto, description: 'Or send token' })
  @ValidateIf((order: AddOrderDto) => order.token === undefined)
  @IsDefined({ message: cardNumberLengthMessage(0) })
  @IsObject({ message: cardNumberLengthMessage(0) })
  @ValidateNested()
  @Type(() => CardDetailsDto)
  cardDetails?: CardDetailsDto;

  @ApiPropertyOptional({
    example: 'token_x6okRgkZJrhgDHyqJ9zztW2X1k',
    description:
      'With PAYMENT_PROVIDER=moyasar: the token the browser got from Moyasar for the card ' +
      '(GET /api/payment/config says where), instead of cardDetails',
  })
  @IsOptional()
  @Matches(/^token_\w{1,100}$/, { message: 'The card token is not valid.' })
  token?: string;
}

/** An order's two statuses, either or both: what an admin sets, and what the admin list filters by. */
export class OrderStatusFields {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, {
    message: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}.`,
  })
  paymentStatus?: PaymentStatus;

  @ApiPropertyOptional({ enum: SHIPPING_STATUSES })
  @IsOptional()
  @IsIn(SHIPPING_STATUSES, {
    message: `Shipping status must be one of ${SHIPPING_STATUSES.join(', ')}.`,
  })
  shippingStatus?: ShippingStatus;
}

/** `PUT /api/order/updateOreder/{id}`: the statuses an admin may set, either or both. */
export class UpdateOrderDto extends OrderStatusFields implements UpdateOrderRequest {}

class OrderLineView implements OrderLine {
  @ApiProperty({ enum: ['product', 'package'] }) kind: 'product' | 'package';
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

class OrderInvoiceView implements OrderInvoice<Date> {
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

export class OrderView implements OrderShape<Date> {
  @ApiProperty() _id: string;
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
  refundReason?: 'duplicate' | 'admin';
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

class PaymentView implements PaymentShape {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['initiated', 'paid', 'failed', 'refunded'] })
  status: PaymentShape['status'];
  @ApiProperty({ type: TransactionSource }) source: TransactionSource;
}

export class AddOrderAnswer implements AddOrderAnswerShape<Date> {
  @ApiProperty({ example: 'Order created. Payment is pending.' }) message: string;
  @ApiProperty({ type: OrderView }) order: OrderView;
  @ApiProperty({ type: PaymentView }) payment: PaymentView;
}

export class OrdersAnswer implements OrdersAnswerShape<Date> {
  @ApiProperty({ example: 'Orders retrieved successfully.' }) message: string;
  @ApiProperty({ type: [OrderView] }) orders: OrderView[];
  @ApiPropertyOptional({ description: 'With ?page=&limit= only' }) total?: number;
}

export class OrderAnswer implements OrderAnswerShape<Date> {
  @ApiProperty() message: string;
  @ApiProperty({ type: OrderView }) order: OrderView;
}

/** A provider's webhook, as Moyasar sends it; only the secret and the payment id are read. */
export class PaymentWebhookDto {
  @ApiProperty({ description: 'The secret token configured with the provider' })
  @IsOptional()
  @IsString({ message: 'Invalid webhook secret.' })
  secret_token?: string;

  @ApiPropertyOptional({ example: 'payment_paid' })
  @IsOptional()
  @IsString()
  type?: string;

  @ApiProperty({ description: 'The payment; its status is fetched from the provider again' })
  @IsObject({ message: 'The webhook names no payment.' })
  data: { id?: unknown };
}
