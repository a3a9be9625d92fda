import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import {
  CouponAnswer,
  CouponDto,
  CouponsAnswer,
  OfferAnswer,
  OfferDto,
  OffersAnswer,
} from './dto/promotions.dto';
import { PromotionsService } from './promotions.service';

const COUPON_RULES =
  'Codes are 3 to 32 letters, digits, dashes or underscores, case-insensitive (kept in ' +
  'capitals). A percentage is above 0 and at most 100; amounts are SAR, VAT included. Dates ' +
  'without a time are Saudi days. Scope ids must exist (400 PROMOTION_SCOPE_UNKNOWN).';

@ApiTags('promotions')
@Controller('coupons')
@AdminOnly()
export class CouponsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ApiOperation({ summary: 'The coupons, newest first, with their uses and discount given' })
  @ApiOkResponse({ type: CouponsAnswer })
  async list(): Promise<CouponsAnswer> {
    return {
      message: 'Coupons retrieved successfully.',
      coupons: await this.promotions.listCoupons(),
    };
  }

  @Post()
  @ApiOperation({ summary: 'Add a coupon', description: COUPON_RULES })
  @ApiCreatedResponse({ type: CouponAnswer })
  @ApiErrors(400, 409)
  async create(@Body() body: CouponDto): Promise<CouponAnswer> {
    return { message: 'Coupon saved.', coupon: await this.promotions.createCoupon(body) };
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Replace a coupon (its uses are kept); active: false pauses it',
    description: COUPON_RULES,
  })
  @ApiOkResponse({ type: CouponAnswer })
  @ApiErrors(400, 404, 409)
  async update(@IdParam() id: string, @Body() body: CouponDto): Promise<CouponAnswer> {
    return { message: 'Coupon saved.', coupon: await this.promotions.updateCoupon(id, body) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a coupon: orders keep the discount they got' })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    await this.promotions.deleteCoupon(id);
    return { message: 'Coupon deleted.' };
  }
}

@ApiTags('promotions')
@Controller('offers')
@AdminOnly()
export class OffersController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ApiOperation({ summary: 'The automatic offers, highest priority first' })
  @ApiOkResponse({ type: OffersAnswer })
  async list(): Promise<OffersAnswer> {
    return {
      message: 'Offers retrieved successfully.',
      offers: await this.promotions.listOffers(),
    };
  }

  @Post()
  @ApiOperation({
    summary: 'Add an automatic offer',
    description:
      'Applied to every cart that qualifies, highest priority first; one that is not ' +
      'combinable applies alone and leaves no room for a coupon.',
  })
  @ApiCreatedResponse({ type: OfferAnswer })
  @ApiErrors(400)
  async create(@Body() body: OfferDto): Promise<OfferAnswer> {
    return { message: 'Offer saved.', offer: await this.promotions.createOffer(body) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace an automatic offer' })
  @ApiOkResponse({ type: OfferAnswer })
  @ApiErrors(400, 404)
  async update(@IdParam() id: string, @Body() body: OfferDto): Promise<OfferAnswer> {
    return { message: 'Offer saved.', offer: await this.promotions.updateOffer(id, body) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an automatic offer' })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 404)
  async delete(@IdParam() id: string): Promise<MessageAnswer> {
    await this.promotions.deleteOffer(id);
    return { message: 'Offer deleted.' };
  }
}
