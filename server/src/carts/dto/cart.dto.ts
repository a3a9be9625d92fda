import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CART_MIN_QUANTITY } from '@shop/shared';
import { IsInt, IsMongoId, IsOptional, Max, Min, ValidateIf } from 'class-validator';

const ONE_ITEM = 'Send either productId or packageId.';
/** The most of one item a cart line holds. */
export const CART_MAX_QUANTITY = 99;
const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** A cart line's item: exactly one of a product or a package. */
export class CartItemDto {
  @ApiPropertyOptional({ description: 'A product id (or send packageId)' })
  @ValidateIf((item: CartItemDto) => item.packageId === undefined || item.productId !== undefined)
  @IsMongoId({ message: ONE_ITEM })
  productId?: string;

  @ApiPropertyOptional({ description: 'A package id (or send productId)' })
  @ValidateIf((item: CartItemDto) => item.productId === undefined || item.packageId !== undefined)
  @IsMongoId({ message: ONE_ITEM })
  packageId?: string;
}

export class AddToCartDto extends CartItemDto {
  @ApiPropertyOptional({ default: 1, minimum: CART_MIN_QUANTITY })
  @IsOptional()
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(CART_MIN_QUANTITY, { message: QUANTITY_MESSAGE })
  @Max(CART_MAX_QUANTITY, { message: `Quantity must be at most ${CART_MAX_QUANTITY}` })
  quantity?: number;
}

export class UpdateCartDto extends CartItemDto {
  @ApiProperty({ minimum: CART_MIN_QUANTITY })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(CART_MIN_QUANTITY, { message: QUANTITY_MESSAGE })
  @Max(CART_MAX_QUANTITY, { message: `Quantity must be at most ${CART_MAX_QUANTITY}` })
  quantity: number;
}

class CartLineItem {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ description: 'The name in Arabic, when it has one' }) nameAr?: string;
  @ApiProperty({ description: 'Unit price, SAR' }) price: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: 'Product: image; package: images',
  })
  image?: { secure_url: string }[];
}

export class CartLineView {
  @ApiPropertyOptional({ type: CartLineItem }) productId?: CartLineItem;
  @ApiPropertyOptional({ type: CartLineItem }) packageId?: CartLineItem;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Unit price x quantity, SAR' }) price: number;
}

export class CartView {
  @ApiProperty({ type: [CartLineView] }) items: CartLineView[];
  @ApiProperty({ description: 'SAR' }) totalPrice: number;
}

export class CartAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: CartView }) cart: CartView;
}
