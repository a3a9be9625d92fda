import { Module } from '@nestjs/common';
import { ShippingController } from './shipping.controller';

/** The Saudi cities. */
@Module({
  controllers: [ShippingController],
})
export class ShippingModule {}
