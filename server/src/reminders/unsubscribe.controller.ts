import { Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  REMINDER_MESSAGES,
  UNSUBSCRIBE_TOPICS,
  type UnsubscribeAnswer as UnsubscribeAnswerShape,
  type UnsubscribeTopic,
} from '@shop/shared';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/api-docs';
import { ShapeOf } from '../common/shape-of';
import { shopError } from '../common/shop-error';
import { TakesMultipartForms } from '../storage/image-upload';
import { pageLanguage } from '../users/language';
import { UnsubscribeService } from './unsubscribe.service';
import { UNSUBSCRIBE_TOKEN } from './unsubscribe-links';
import { renderUnsubscribePage } from './unsubscribe-page';

@ShapeOf<UnsubscribeAnswerShape>()
class UnsubscribeAnswer {
  @ApiProperty({ example: REMINDER_MESSAGES.unsubscribed }) message: string;
  @ApiProperty({ enum: UNSUBSCRIBE_TOPICS }) topic: UnsubscribeTopic;
}

/** Whether the caller is a browser (the page's form) rather than a mail client or a script. */
const wantsHtml = (accept: unknown) => typeof accept === 'string' && accept.includes('text/html');

/** The token's form; one of that form the shop did not sign is refused all the same (400). */
const TokenParam = () =>
  ApiParam({ name: 'token', schema: { type: 'string', pattern: UNSUBSCRIBE_TOKEN.source } });

/**
 * The one-click unsubscribe of every mail that is not a transaction (RFC 8058): its link opens
 * a page that asks (GET never changes anything: mail scanners open links), and a POST to the
 * same address — a mail client's button, or the page's — turns that consent off. No login.
 */
@ApiTags('accounts')
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get(':token')
  @ApiOperation({
    summary: "An unsubscribe link's page: asks, in the mail's language (?lang=en|ar)",
    description: "HTML; changes nothing. A link that is not the shop's answers 400 (HTML too).",
  })
  @TokenParam()
  @ApiOkResponse({ content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiResponse({
    status: 400,
    description: "Not one of the shop's links: a page that says so",
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  page(
    @Param('token') token: string,
    @Query('lang') lang: unknown,
    @Headers('accept-language') acceptLanguage: unknown,
    @Res() reply: FastifyReply,
  ): void {
    const read = this.unsubscribe.read(token);
    const language = pageLanguage(lang, acceptLanguage);
    reply
      .status(read ? 200 : 400)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderUnsubscribePage(language, read ? 'ask' : 'invalid', read?.topic));
  }

  @Post(':token')
  @HttpCode(200)
  // Mail clients post List-Unsubscribe=One-Click as a form, multipart included (RFC 8058).
  @TakesMultipartForms()
  @ApiOperation({
    summary: 'Unsubscribe in one click (List-Unsubscribe-Post), without login',
    description:
      'Turns off what the token names: a consent (serviceReminders, offers; recorded as a ' +
      'change) or every "notify me" waiting (stockAlerts). The body (List-Unsubscribe=One-Click) ' +
      'is not needed. A browser (Accept: text/html) is answered with a page.',
  })
  @TokenParam()
  @ApiOkResponse({ type: UnsubscribeAnswer })
  @ApiErrors(400)
  async unsubscribeNow(
    @Param('token') token: string,
    @Query('lang') lang: unknown,
    @Headers('accept') accept: unknown,
    @Headers('accept-language') acceptLanguage: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const read = this.unsubscribe.read(token);
    if (!read) throw shopError('UNSUBSCRIBE_LINK_INVALID');
    await this.unsubscribe.turnOff(read.userId, read.topic);
    if (wantsHtml(accept)) {
      reply
        .status(200)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderUnsubscribePage(pageLanguage(lang, acceptLanguage), 'done', read.topic));
      return;
    }
    const answer: UnsubscribeAnswer = {
      message: REMINDER_MESSAGES.unsubscribed,
      topic: read.topic,
    };
    reply.status(200).send(answer);
  }
}
