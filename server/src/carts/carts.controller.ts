import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES, CART_ITEM_QUANTITY } from '@shop/shared';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
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
}
