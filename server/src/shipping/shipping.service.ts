import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  declaredError,
  toHalalas,
  type SaudiCity,
  type ShippingQuote,
  type ShippingQuoteQuery,
} from '@shop/shared';
import { AddressesService } from '../addresses/addresses.service';
import { CartsService } from '../carts/carts.service';
import { ShopError, shopError } from '../common/shop-error';
import { ordersConfig } from '../config';
import { cityNamed, findCity } from './saudi-cities';
import { ShippingZonesService } from './shipping-zones.service';

/** The delivery of a cart: which zone serves its city, and what it costs and takes. */
@Injectable()
export class ShippingService {
  constructor(
    private readonly zones: ShippingZonesService,
    private readonly addresses: AddressesService,
    private readonly carts: CartsService,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  /**
   * The delivery to `city` of items worth `itemsTotal` (SAR): the zone's fee, or nothing at or
   * above its free-delivery threshold. 400 CITY_NOT_SERVED where no zone delivers.
   */
  async quote(city: SaudiCity, itemsTotal: number): Promise<ShippingQuote> {
    const zone = await this.zones.zoneOf(city.name);
    if (!zone) throw shopError('CITY_NOT_SERVED', { city: city.name });
    const free = zone.freeAbove !== undefined && toHalalas(itemsTotal) >= toHalalas(zone.freeAbove);
    return {
      city: city.name,
      cityAr: city.nameAr,
      zone: { _id: zone._id.toString(), name: zone.name, nameAr: zone.nameAr },
      fee: free ? 0 : zone.fee,
      ...(zone.freeAbove !== undefined && { freeAbove: zone.freeAbove }),
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      cod: zone.cod,
      ...(zone.codFee !== undefined && { codFee: zone.codFee }),
      codMaxTotal: this.config.codMaxTotal,
    };
  }

  /** The delivery of the caller's cart as it is now, to a city or one of their addresses. */
  async quoteCart(userId: string, { city, addressId }: ShippingQuoteQuery): Promise<ShippingQuote> {
    let destination: SaudiCity | undefined;
    if (addressId) {
      destination = cityNamed((await this.addresses.findMine(userId, addressId)).city);
    } else if (city) {
      destination = findCity(city);
      if (!destination) throw ShopError.onField('city', declaredError('CITY_UNKNOWN'));
    } else {
      throw shopError('QUOTE_PLACE_REQUIRED');
    }
    const { view } = await this.carts.snapshot(userId);
    return this.quote(destination!, view.totalPrice);
  }
}
