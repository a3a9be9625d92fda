import { createHash, timingSafeEqual } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { errorMessage, PAYMENT_RESULT_PATH } from '@shop/shared';
import type { FastifyReply } from 'fastify';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { shopError } from '../common/shop-error';
import { appConfig, paymentConfig } from '../config';
import { PaymentUnavailableError } from '../payment/payment-provider';
import { PaymentWebhookDto } from './dto/order.dto';
import { OrderSettlementService } from './order-settlement.service';

/** Provider payment ids: Moyasar's and the sandbox's are UUIDs; nothing exotic is passed on. */
const PAYMENT_ID = /^[\w-]{1,100}$/;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares secrets in constant time, whatever their lengths. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

/**
 * What happens when a payment's outcome reaches the shop, by either of its two ways: the
 * browser's return from the card issuer's 3-D Secure page (GET /api/payment/callback?id=) and
 * the provider's webhook (POST /api/payment/webhook, with its secret). Both hand the payment id
 * to OrderSettlementService.settle (order-settlement.service.ts), which asks the provider for the
 * payment (never trusting the browser), checks its amount and currency, and changes the order
 * once with a conditional update, whoever comes first:
 * - paid: the cart's lines go, `order.paid` is emitted (the invoice is numbered, then the
 *   confirmation mail sent; events/shop-events.ts);
 * - failed or declined: `order.failed` is emitted (its stock goes back on sale);
 * - paid for a cart another order already paid, or after the order was abandoned: refunded;
 * - still `initiated` (the cardholder left the 3-D Secure page unanswered): nothing changes.
 * The browser is then sent to the web app's payment result page.
 */
@ApiTags('payment')
@Controller('payment')
export class PaymentCallbackController {
  constructor(
    private readonly settlement: OrderSettlementService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(paymentConfig.KEY) private readonly payment: ConfigType<typeof paymentConfig>,
  ) {}

  @Get('callback')
  @ApiOperation({
    summary: 'Where the browser comes back from 3-D Secure',
    description:
      "Fetches the payment from the provider, checks its amount and currency against the order's, " +
      'settles the order once (replays change nothing), empties the paid lines from the cart, and ' +
      `redirects (303) to the web app's ${PAYMENT_RESULT_PATH}?order=<id>.`,
  })
  @ApiQuery({
    name: 'id',
    description: "The provider's payment id",
    schema: { type: 'string', pattern: PAYMENT_ID.source },
  })
  @ApiResponse({ status: 303, description: 'To the payment result page' })
  @ApiErrors(400, 404)
  async callback(@Query('id') id: unknown, @Res() reply: FastifyReply): Promise<void> {
    const paymentId = this.paymentIdOf(id);
    let orderId: string | null;
    try {
      orderId = await this.settlement.settle(paymentId);
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      // The provider is down: the order stays pending (the webhook settles it later).
      orderId = await this.settlement.orderIdOf(paymentId);
    }
    if (!orderId) throw shopError('PAYMENT_UNKNOWN');
    reply.redirect(
      `${this.app.publicUrl}${PAYMENT_RESULT_PATH}?order=${encodeURIComponent(orderId)}`,
      303,
    );
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: "The provider's payment events",
    description:
      'Checks `secret_token` against PAYMENT_WEBHOOK_SECRET, then settles the order of ' +
      "`data.id` as the callback does, from the provider's own record of the payment; 502 when " +
      'the provider cannot be asked for it (the order stays pending).',
  })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiErrors(400, 401, 502)
  async webhook(@Body() body: PaymentWebhookDto): Promise<MessageAnswer> {
    const expected = this.payment.webhookSecret;
    if (!expected || !body.secret_token || !sameSecret(body.secret_token, expected)) {
      throw shopError('WEBHOOK_SECRET_INVALID');
    }
    const orderId = await this.settlement.settle(this.paymentIdOf(body.data.id));
    // Payments of no order (other shops on the same account) are acknowledged, or they retry.
    return { message: orderId ? 'Payment event processed.' : errorMessage('PAYMENT_UNKNOWN') };
  }

  private paymentIdOf(id: unknown): string {
    if (typeof id !== 'string' || !PAYMENT_ID.test(id)) {
      throw shopError('PAYMENT_ID_REQUIRED');
    }
    return id;
  }
}
