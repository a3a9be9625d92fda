import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  ERROR_CODES,
  type AppliedDiscount,
  type Cart,
  type CartCoupon,
  type ErrorCode,
  type CartAnswer as CartAnswerShape,
  type CartLine,
  type CartPackage,
  type CartProduct,
} from '@shop/shared';
import { ApiSchemaRules } from '../../common/api-docs';
import { because } from '../../common/shop-error';
import { PackageImageView } from '../../packages/dto/package-view.dto';
import { ImageView } from '../../products/dto/product-view.dto';
import { IsDefined, IsInt, IsMongoId, Max, Min, ValidateIf } from 'class-validator';
import { OptionalNotNull } from '../../common/field-rules';
import { ShapeOf } from '../../common/shape-of';

/**
 * A cart line names a product or a package, never both (CART_ONE_ITEM); an id that is no id is
 * ID_INVALID.
 */
const ONE_ITEM = { oneOf: [{ required: ['productId'] }, { required: ['packageId'] }] };

@ApiSchemaRules(ONE_ITEM)
export class CartItemDto {
  @ApiPropertyOptional({ description: 'A product id (or send packageId)' })
  @ValidateIf((item: CartItemDto) => item.packageId === undefined || item.productId !== undefined)
  @IsDefined(because('CART_ONE_ITEM'))
  @IsMongoId(because('ID_INVALID'))
  productId?: string;

  @ApiPropertyOptional({ description: 'A package id (or send productId)' })
  @ValidateIf((item: CartItemDto) => item.productId === undefined || item.packageId !== undefined)
  @IsDefined(because('CART_ONE_ITEM'))
  @IsMongoId(because('ID_INVALID'))
  packageId?: string;
}

@ApiSchemaRules(ONE_ITEM)
export class AddToCartDto extends CartItemDto {
  @ApiPropertyOptional({ default: 1, minimum: CART_MIN_QUANTITY })
  @OptionalNotNull()
  @IsInt(because('QUANTITY_INVALID'))
  @Min(CART_MIN_QUANTITY, because('QUANTITY_INVALID'))
  @Max(CART_MAX_QUANTITY, because('QUANTITY_TOO_LARGE', { max: CART_MAX_QUANTITY }))
  quantity?: number;
}

@ApiSchemaRules(ONE_ITEM)
export class UpdateCartDto extends CartItemDto {
  @ApiProperty({ minimum: CART_MIN_QUANTITY })
  @IsInt(because('QUANTITY_INVALID'))
  @Min(CART_MIN_QUANTITY, because('QUANTITY_INVALID'))
  @Max(CART_MAX_QUANTITY, because('QUANTITY_TOO_LARGE', { max: CART_MAX_QUANTITY }))
  quantity: number;
}

class CartItemView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ description: 'The name in Arabic, when it has one' }) nameAr?: string;
  @ApiProperty({ description: 'Unit price, SAR' }) price: number;
  @ApiPropertyOptional({
    description: 'Units in stock (a package: the fewest of its products); absent when untracked',
  })
  stock?: number;
}

@ShapeOf<CartProduct>()
class CartProductView extends CartItemView {
  @ApiProperty({ type: [ImageView] }) image: ImageView[];
}

@ShapeOf<CartPackage>()
class CartPackageView extends CartItemView {
  @ApiProperty({ type: [PackageImageView] }) images: PackageImageView[];
}

/** A cart line as documented: exactly one of productId and packageId (see CartLine). */
class CartLineView {
  @ApiPropertyOptional({ type: CartProductView }) productId?: CartProductView;
  @ApiPropertyOptional({ type: CartPackageView }) packageId?: CartPackageView;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Unit price x quantity, SAR' }) price: number;
}

@ShapeOf<AppliedDiscount>()
export class AppliedDiscountView {
  @ApiPropertyOptional({ example: 'WELCOME50', description: "The coupon's code; none for offers" })
  code?: string;
  @ApiProperty({ example: 'Coupon WELCOME50' }) label: string;
  @ApiProperty({ example: 'قسيمة WELCOME50' }) labelAr: string;
  @ApiProperty({ example: 25.5, description: 'SAR, VAT included' }) amount: number;
}

class CouponRefusalView {
  @ApiProperty({ enum: ERROR_CODES }) code: ErrorCode;
  @ApiProperty() message: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  params?: Record<string, string>;
}

@ShapeOf<CartCoupon>()
class CartCouponView {
  @ApiProperty({ example: 'WELCOME50' }) code: string;
  @ApiPropertyOptional({
    type: CouponRefusalView,
    description: 'Why the code gives nothing now: the order refuses it with this code',
  })
  refusal?: CouponRefusalView;
}

class FreeDeliveryView {
  @ApiProperty() label: string;
  @ApiProperty() labelAr: string;
}

@ShapeOf<Cart>()
export class CartView {
  @ApiProperty({ type: [CartLineView] }) items: CartLine[];
  @ApiProperty({ description: 'The items at catalog prices, SAR' }) subtotal: number;
  @ApiProperty({ type: [AppliedDiscountView] }) discounts: AppliedDiscountView[];
  @ApiProperty({ description: 'SAR: what is paid for the items, after the discounts' })
  totalPrice: number;
  @ApiPropertyOptional({ type: CartCouponView }) coupon?: CartCouponView;
  @ApiPropertyOptional({
    type: FreeDeliveryView,
    description: 'An offer makes the delivery free: the order takes its fee off',
  })
  freeDelivery?: FreeDeliveryView;
}

@ShapeOf<CartAnswerShape>()
export class CartAnswer {
  @ApiProperty() message: string;
  @ApiProperty({ type: CartView }) cart: CartView;
}
