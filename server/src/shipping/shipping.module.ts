import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AddressesModule } from '../addresses/addresses.module';
import { CartsModule } from '../carts/carts.module';
import {
  ShippingZone,
  ShippingZoneSchema,
  ZoneCityClaim,
  ZoneCityClaimSchema,
} from './schemas/shipping-zone.schema';
import { ShippingController } from './shipping.controller';
import { ShippingZonesService } from './shipping-zones.service';
import { ShippingService } from './shipping.service';

/** The Saudi cities, the merchant's shipping zones, delivery quotes, and the carriers. */
@Module({
  imports: [
    AddressesModule,
    CartsModule,
    MongooseModule.forFeature([
      { name: ShippingZone.name, schema: ShippingZoneSchema },
      { name: ZoneCityClaim.name, schema: ZoneCityClaimSchema },
    ]),
  ],
  controllers: [ShippingController],
  providers: [ShippingZonesService, ShippingService],
  exports: [ShippingZonesService, ShippingService],
})
export class ShippingModule {}
