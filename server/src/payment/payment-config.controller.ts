import { Controller, Get, Inject } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import {
  PAYMENT_PROVIDERS,
  type PaymentConfigAnswer as PaymentConfigAnswerShape,
  type PaymentProviderName,
} from '@shop/shared';
import { paymentConfig } from '../config';

/** PaymentConfigAnswerShape (a union, which a class cannot implement) for the OpenAPI document. */
class PaymentConfigAnswer {
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider: PaymentProviderName;
  @ApiPropertyOptional({ description: "Moyasar's publishable key (moyasar only)" })
  publishableKey?: string;
  @ApiPropertyOptional({
    description: "Where the browser tokenizes the card (moyasar only): Moyasar's tokens API",
  })
  tokensUrl?: string;
}

/**
 * How the web app takes the card: with the sandbox it sends cardDetails to addOrder; with
 * Moyasar it first sends the card to Moyasar's tokens API with the publishable key, and
 * addOrder gets only the token. Public: nothing here is secret.
 */
@ApiTags('payment')
@Controller('payment')
export class PaymentConfigController {
  constructor(
    @Inject(paymentConfig.KEY) private readonly config: ConfigType<typeof paymentConfig>,
  ) {}

  @Get('config')
  @ApiOperation({ summary: 'Which payment flow the web app uses' })
  @ApiOkResponse({ type: PaymentConfigAnswer })
  get(): PaymentConfigAnswerShape {
    if (this.config.provider !== 'moyasar') return { provider: this.config.provider };
    return {
      provider: 'moyasar',
      publishableKey: this.config.moyasarPublishableKey,
      tokensUrl: `${this.config.moyasarApiUrl.replace(/\/+$/, '')}/tokens`,
    };
  }
}
