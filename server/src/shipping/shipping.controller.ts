import { Body, Controller, Delete, Get, Header, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import {
  CitiesAnswer,
  ShippingQuoteQueryDto,
  ShippingQuoteView,
  ShippingZoneAnswer,
  ShippingZoneDto,
  ShippingZonesAnswer,
  type ShippingZoneView,
} from './dto/shipping.dto';
import { SAUDI_CITIES } from './saudi-cities';
import { ShippingZonesService, type ZoneOfCity } from './shipping-zones.service';
import { ShippingService } from './shipping.service';

const zoneView = ({ _id, ...zone }: ZoneOfCity): ShippingZoneView => ({
  ...zone,
  _id: _id.toString(),
});

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(
    private readonly zones: ShippingZonesService,
    private readonly shipping: ShippingService,
  ) {}

  @Get('cities')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The Saudi cities addresses and zones name, by region' })
  @ApiOkResponse({ type: CitiesAnswer })
  cities(): CitiesAnswer {
    return { cities: [...SAUDI_CITIES] };
  }

  @Get('quote')
  @LoggedIn()
  @ApiOperation({
    summary: 'The delivery of my cart to a city (?city=) or one of my addresses (?addressId=)',
    description:
      "The zone serving the city, the cart's fee (0 at or above freeAbove), the days, and cash " +
      'on delivery; 400 CITY_NOT_SERVED (`We do not deliver to Tabuk yet.`) where no zone does.',
  })
  @ApiOkResponse({ type: ShippingQuoteView })
  @ApiErrors(400, 404)
  quote(
    @CurrentCaller() caller: Caller,
    @Query() query: ShippingQuoteQueryDto,
  ): Promise<ShippingQuoteView> {
    return this.shipping.quoteCart(caller.user._id, query);
  }

  @Get('zones')
  @AdminOnly()
  @ApiOperation({ summary: 'The shipping zones, oldest first' })
  @ApiOkResponse({ type: ShippingZonesAnswer })
  async list(): Promise<ShippingZonesAnswer> {
    return {
      message: 'Shipping zones retrieved successfully.',
      zones: (await this.zones.list()).map(zoneView),
    };
  }

  @Post('zones')
  @AdminOnly()
  @ApiOperation({
    summary: 'Add a shipping zone',
    description:
      'Its cities by their English or Arabic names; a city already in another zone answers ' +
      '409 ZONE_CITY_TAKEN, and nothing is saved. Fees are SAR, VAT included.',
  })
  @ApiCreatedResponse({ type: ShippingZoneAnswer })
  @ApiErrors(400, 409)
  async create(@Body() body: ShippingZoneDto): Promise<ShippingZoneAnswer> {
    return { message: 'Shipping zone saved.', zone: zoneView(await this.zones.create(body)) };
  }

  @Put('zones/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Replace a shipping zone' })
  @ApiOkResponse({ type: ShippingZoneAnswer })
  @ApiErrors(400, 404, 409)
  async update(@IdParam() id: string, @Body() body: ShippingZoneDto): Promise<ShippingZoneAnswer> {
    return { message: 'Shipping zone saved.', zone: zoneView(await this.zones.update(id, body)) };
  }

  @Delete('zones/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a shipping zone: its cities are no longer served' })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    await this.zones.delete(id);
    return { message: 'Shipping zone deleted.' };
  }
}
