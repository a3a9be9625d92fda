import { Body, Controller, Get, Headers, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { shopError } from '../../common/shop-error';
import { paymentConfig } from '../../config';
import { SandboxProvider, type SandboxDecision } from './sandbox.provider';
import { pageLanguage, renderThreeDSecurePage } from './three-d-secure-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECISIONS: readonly SandboxDecision[] = ['approve', 'decline'];

/**
 * The sandbox card issuer's 3-D Secure step: the page a payment's transaction_url opens, and the
 * cardholder's answer, after which the browser goes back to the shop's payment callback. Only
 * there while PAYMENT_PROVIDER is sandbox.
 */
@ApiExcludeController()
@Controller('payment/sandbox')
export class SandboxController {
  constructor(
    private readonly sandbox: SandboxProvider,
    @Inject(paymentConfig.KEY) private readonly config: ConfigType<typeof paymentConfig>,
  ) {}

  @Get(':id')
  async page(
    @Param('id') id: string,
    @Query('lang') lang: unknown,
    @Headers('accept-language') acceptLanguage: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const payment = await this.findPayment(id);
    const language = pageLanguage(lang, acceptLanguage);
    reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderThreeDSecurePage(payment, language));
  }

  @Post(':id')
  async decide(
    @Param('id') id: string,
    @Body('decision') decision: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.findPayment(id);
    if (!DECISIONS.includes(decision as SandboxDecision)) {
      throw shopError('PAYMENT_DECISION_INVALID');
    }
    const back = await this.sandbox.decide(id, decision as SandboxDecision);
    if (!back) throw shopError('PAYMENT_NOT_FOUND');
    reply.redirect(back, 303);
  }

  private async findPayment(id: string) {
    const payment =
      this.config.provider === 'sandbox' && UUID.test(id)
        ? await this.sandbox.findForPage(id)
        : null;
    if (!payment) throw shopError('PAYMENT_NOT_FOUND');
    // A refunded payment was paid first: the issuer's page shows it as paid.
    return { ...payment, status: payment.status === 'refunded' ? 'paid' : payment.status };
  }
}
