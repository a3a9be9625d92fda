import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartsModule } from '../carts/carts.module';
import { PaymentModule } from '../payment/payment.module';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentReturnController } from './payment-return.controller';
import { Order, OrderSchema } from './schemas/order.schema';

/** Orders placed from the cart, their card payments' outcomes, and the admin's order desk. */
@Module({
  imports: [
    CartsModule,
    PaymentModule,
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
  ],
  controllers: [OrdersController, PaymentReturnController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
