import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AddressesModule } from '../addresses/addresses.module';
import { EventsModule } from '../events/event-bus';
import { CartsModule } from '../carts/carts.module';
import { InventoryModule } from '../inventory/inventory.module';
import { PaymentModule } from '../payment/payment.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { ShippingModule } from '../shipping/shipping.module';
import { UsersModule } from '../users/users.module';
import { OrderExpiryJob } from './order-expiry.job';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrdersController } from './orders.controller';
import { OrderSettlementService } from './order-settlement.service';
import { OrdersPort } from './orders-port';
import { OrdersService } from './orders.service';
import { PaymentCallbackController } from './payment-callback.controller';
import { CartClaim, CartClaimSchema } from './schemas/cart-claim.schema';
import { OrderPlacement, OrderPlacementSchema } from './schemas/order-placement.schema';
import { Order, OrderSchema } from './schemas/order.schema';

/** Orders placed from the cart, their card payments' outcomes, and the admin's order desk. */
@Module({
  imports: [
    EventsModule,
    CartsModule,
    PaymentModule,
    InventoryModule,
    UsersModule,
    AddressesModule,
    ShippingModule,
    PromotionsModule,
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: CartClaim.name, schema: CartClaimSchema },
      { name: OrderPlacement.name, schema: OrderPlacementSchema },
    ]),
  ],
  controllers: [OrdersController, PaymentCallbackController],
  providers: [
    OrdersService,
    OrderFulfilmentService,
    OrderSettlementService,
    OrderExpiryJob,
    OrdersPort,
  ],
  exports: [OrdersService, OrderSettlementService, OrderExpiryJob, OrdersPort],
})
export class OrdersModule {}
