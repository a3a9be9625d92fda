import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesModule } from '../categories/categories.module';
import { OrderHistoryModule } from '../orders/order-history';
import { PackagesModule } from '../packages/packages.module';
import { ProductsModule } from '../products/products.module';
import { CouponsController, OffersController } from './promotions.controller';
import { PromotionsService } from './promotions.service';
import {
  Coupon,
  CouponSchema,
  CouponUse,
  CouponUseSchema,
  Offer,
  OfferSchema,
} from './schemas/promotion.schema';

/**
 * Coupons, automatic offers and the coupons' uses (issue 27). Carts answer their discounts
 * through it and orders reserve a coupon's use; it reads only whether a shopper has ordered
 * (OrderHistory) and the catalog's ids.
 */
@Module({
  imports: [
    CategoriesModule,
    ProductsModule,
    PackagesModule,
    OrderHistoryModule,
    MongooseModule.forFeature([
      { name: Coupon.name, schema: CouponSchema },
      { name: Offer.name, schema: OfferSchema },
      { name: CouponUse.name, schema: CouponUseSchema },
    ]),
  ],
  controllers: [CouponsController, OffersController],
  providers: [PromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}
