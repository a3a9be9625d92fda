import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@shop/shared';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { listing } from '../common/list-queries';
import { UsersService } from '../users/users.service';
import {
  AddOrderAnswer,
  AddOrderDto,
  DeliverOrderDto,
  OrderAnswer,
  OrdersAnswer,
  ShipOrderDto,
  UpdateOrderDto,
} from './dto/order.dto';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderSettlementService } from './order-settlement.service';
import { MAX_CUSTOMERS_SEARCHED, OrderListQueryDto, orderListFilter } from './order-list-query';
import { ADMIN_VIEW_FIELDS, OrdersService } from './orders.service';

@ApiTags('orders')
@Controller('order')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly settlement: OrderSettlementService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly users: UsersService,
  ) {}

  @Post('addOrder')
  @LoggedIn()
  @ApiOperation({
    summary: 'Order the cart and start its card payment',
    description:
      'Checks the payment details in the documented order (phone, 16 digits, leading 4, CVC), ' +
      'then the expiry; builds the order from the cart at catalog prices; creates the payment ' +
      'with the configured provider. Send the browser to `payment.source.transaction_url` for ' +
      "the card issuer's 3-D Secure step; it comes back through `/api/payment/callback`. " +
      'Only the card brand and last four digits are kept. An `addressId` that is not one of ' +
      "the caller's addresses answers 404 ADDRESS_NOT_FOUND.",
  })
  @ApiCreatedResponse({ type: AddOrderAnswer, description: API_MESSAGES.orderCreated })
  @ApiErrors(400, 404, 409, 429, 502)
  async add(@CurrentCaller() caller: Caller, @Body() body: AddOrderDto): Promise<AddOrderAnswer> {
    const placed = await this.orders.place(caller.user._id, body);
    const message = placed.payment ? API_MESSAGES.orderCreated : API_MESSAGES.codOrderCreated;
    return { message, ...placed };
  }

  @Get('myOrders')
  @LoggedIn()
  @ApiOperation({ summary: 'My orders, newest first' })
  @ApiOkResponse({ type: OrdersAnswer })
  async mine(@CurrentCaller() caller: Caller): Promise<OrdersAnswer> {
    return {
      message: API_MESSAGES.ordersRetrieved,
      orders: await this.orders.listMine(caller.user._id),
    };
  }

  @Get('myOrders/:id')
  @LoggedIn()
  @ApiOperation({ summary: "One of my orders (anyone else's answers 404)" })
  @ApiOkResponse({ type: OrderAnswer })
  @ApiErrors(400, 404)
  async oneOfMine(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<OrderAnswer> {
    return {
      message: 'Order retrieved successfully.',
      order: await this.orders.findMine(caller.user._id, id),
    };
  }

  @Get('allOrders')
  @AdminOnly()
  @ApiOperation({
    summary: 'Every order with its customer, newest first',
    description:
      'Narrowed by any of: ?search= (the order number, e.g. #1A2B3C4D or its start, or the ' +
      "customer's name, email or mobile), ?paymentStatus=, ?shippingStatus=, ?from= and ?to= " +
      '(Saudi days, both included); with ?page=&limit= one page and the total.',
  })
  @ApiOkResponse({ type: OrdersAnswer, description: API_MESSAGES.ordersRetrieved })
  @ApiErrors(400)
  async all(@Query() query: OrderListQueryDto): Promise<OrdersAnswer> {
    const customerIds = query.search
      ? await this.users.idsMatching(query.search, MAX_CUSTOMERS_SEARCHED)
      : [];
    const filter = orderListFilter(query, customerIds);
    const { items: orders, total } = await listing(
      query,
      (window) => this.orders.listAll(filter, window),
      () => this.orders.count(filter),
    );
    return { message: API_MESSAGES.ordersRetrieved, orders, total };
  }

  @Put('updateOreder/:id')
  @AdminOnly()
  @ApiOperation({
    summary: "Set an order's payment and/or shipping status (the path's spelling is the API's)",
    description:
      'The shipping status moves forward only (pending, processing, shipped, delivered; ' +
      'canceled before delivered): 409 SHIPPING_STATUS_BACKWARD otherwise. By hand the payment ' +
      'status only records an order awaiting payment as paid or failed outside the shop, with ' +
      'its `reason` (400 PAYMENT_REASON_REQUIRED without one); each such change is kept in ' +
      '`paymentChanges` (who, when, from, to, why); any other change answers 409 ' +
      'PAYMENT_CHANGE_REFUSED.',
  })
  @ApiOkResponse({ type: OrderAnswer, description: API_MESSAGES.orderUpdated })
  @ApiErrors(400, 404, 409)
  async update(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: UpdateOrderDto,
  ): Promise<OrderAnswer> {
    const order = await this.orders.update(id, body, caller.user);
    return { message: API_MESSAGES.orderUpdated, order };
  }

  @Put('shipOrder/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Ship a paid order with a carrier and its tracking number',
    description:
      'SMSA, Aramex and SPL are known with their public tracking pages; another carrier comes ' +
      'with `urlTemplate` (https, `{number}` for the number, `{lang}` for en or ar). The order ' +
      'becomes `shipped` and answers `shipping.tracking {carrier, number, url}`, the page in the ' +
      "shopper's language; shipping again corrects the tracking. 409 for an order that is not " +
      'paid, was placed without an address of the book, or is delivered or canceled.',
  })
  @ApiOkResponse({ type: OrderAnswer })
  @ApiErrors(400, 404, 409)
  async ship(@IdParam() id: string, @Body() body: ShipOrderDto): Promise<OrderAnswer> {
    return { message: 'Order shipped.', order: await this.fulfilment.ship(id, body) };
  }

  @Put('deliverOrder/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Mark an order delivered; for cash on delivery, whether the cash was collected',
    description:
      'A cash-on-delivery order awaiting its cash needs `cashCollected`: true makes it paid (its ' +
      'invoice is issued then) and delivered; false (refused at the door) fails its payment, ' +
      'cancels it and returns its stock. Any other order must be paid. 409 for one delivered or ' +
      'canceled already.',
  })
  @ApiOkResponse({ type: OrderAnswer })
  @ApiErrors(400, 404, 409)
  async deliver(@IdParam() id: string, @Body() body: DeliverOrderDto): Promise<OrderAnswer> {
    const order = await this.fulfilment.deliver(id, body);
    const refused = order.shippingStatus === 'canceled';
    return { message: refused ? 'Order canceled.' : 'Order delivered.', order };
  }

  @Post('refundOrder/:id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Refund a paid order in full',
    description:
      'Gives the payment back to the card through the provider, marks the order `refunded` ' +
      '(refundReason `admin`) and returns its stock; once only. 409 for an order that is not ' +
      'paid (or is being refunded), 502 when the provider fails (the order stays paid).',
  })
  @ApiOkResponse({ type: OrderAnswer })
  @ApiErrors(400, 404, 409, 502)
  async refund(@IdParam() id: string): Promise<OrderAnswer> {
    await this.settlement.refund(id);
    return {
      message: 'Order refunded successfully.',
      order: await this.orders.findOne(id, ADMIN_VIEW_FIELDS),
    };
  }

  @Delete('deleteOrder/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete an order',
    description:
      'An order with a tax document (paid or refunded, or invoiced) is archived instead: kept ' +
      'with its invoice, out of allOrders (listed with ?archived=true), answering `' +
      API_MESSAGES.orderArchived +
      '`.',
  })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.orderDeleted })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    const done = await this.orders.delete(id);
    return {
      message: done === 'archived' ? API_MESSAGES.orderArchived : API_MESSAGES.orderDeleted,
    };
  }
}
