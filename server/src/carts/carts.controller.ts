import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES, CART_ITEM_QUANTITY } from '@shop/shared';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { ApplyCouponDto } from '../promotions/dto/promotions.dto';
import { CartsService } from './carts.service';
import { AddToCartDto, CartAnswer, CartItemDto, UpdateCartDto } from './dto/cart.dto';

@ApiTags('cart')
@Controller('cart')
@LoggedIn()
export class CartsController {
  constructor(private readonly carts: CartsService) {}

  @Post('addToCart')
  @ApiOperation({
    summary: 'Add a product or a package; adding one already there raises its quantity',
  })
  @ApiCreatedResponse({ type: MessageAnswer, description: API_MESSAGES.addedToCart })
  @ApiErrors(400, 404, 409)
  async add(@CurrentCaller() caller: Caller, @Body() body: AddToCartDto): Promise<MessageAnswer> {
    await this.carts.add(caller.user._id, body, body.quantity ?? CART_ITEM_QUANTITY);
    return { message: API_MESSAGES.addedToCart };
  }

  @Get('getCartWithTotalPrice')
  @ApiOperation({ summary: 'My cart at catalog prices; an empty cart has no items and total 0' })
  @ApiOkResponse({ type: CartAnswer })
  async get(@CurrentCaller() caller: Caller): Promise<CartAnswer> {
    return { message: API_MESSAGES.cartFetched, cart: await this.carts.view(caller.user._id) };
  }

  @Put('updateCart')
  @ApiOperation({ summary: "Set a line's quantity (at least 1)" })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404, 409)
  async update(
    @CurrentCaller() caller: Caller,
    @Body() body: UpdateCartDto,
  ): Promise<MessageAnswer> {
    await this.carts.setQuantity(caller.user._id, body, body.quantity);
    return { message: 'Cart updated successfully.' };
  }

  @Delete('removeCart')
  @ApiOperation({ summary: 'Remove a line' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.removedFromCart })
  @ApiErrors(400, 404)
  async remove(@CurrentCaller() caller: Caller, @Body() body: CartItemDto): Promise<MessageAnswer> {
    await this.carts.remove(caller.user._id, body);
    return { message: API_MESSAGES.removedFromCart };
  }

  @Post('coupon')
  @ApiOperation({
    summary: 'Apply a coupon code to my cart (one at a time: it replaces the one kept)',
    description:
      'Case-insensitive. Refused on `code`, saying why: COUPON_UNKNOWN, COUPON_NOT_STARTED, ' +
      'COUPON_EXPIRED, COUPON_BELOW_MINIMUM, COUPON_NOT_FOR_ITEMS, COUPON_ABOVE_CART, ' +
      'COUPON_FIRST_ORDER_ONLY, COUPON_NOT_COMBINABLE (400); COUPON_USED_UP, ' +
      'COUPON_CUSTOMER_LIMIT (409). 429 after too many tries. Answers the cart with its discounts.',
  })
  @ApiCreatedResponse({ type: CartAnswer })
  @ApiErrors(400, 409, 429)
  async applyCoupon(
    @CurrentCaller() caller: Caller,
    @Body() body: ApplyCouponDto,
  ): Promise<CartAnswer> {
    return {
      message: 'Coupon applied.',
      cart: await this.carts.applyCoupon(caller.user._id, body.code),
    };
  }

  @Delete('coupon')
  @ApiOperation({ summary: 'Take the coupon off my cart' })
  @ApiOkResponse({ type: CartAnswer })
  async removeCoupon(@CurrentCaller() caller: Caller): Promise<CartAnswer> {
    return { message: 'Coupon removed.', cart: await this.carts.removeCoupon(caller.user._id) };
  }
}
