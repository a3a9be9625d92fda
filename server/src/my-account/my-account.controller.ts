import { Body, Controller, Delete, Get, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, shopDayOf } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthClientRateLimitGuard } from '../auth/auth-client-rate-limit.guard';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { DeleteMyAccountDto } from '../auth/dto/account.dto';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { MyAccountService } from './my-account.service';

@ApiTags('accounts')
@Controller('user/me')
export class MyAccountController {
  constructor(private readonly account: MyAccountService) {}

  @Get('export')
  @LoggedIn()
  @ApiOperation({
    summary: 'Download everything the shop keeps about me, as one JSON file',
    description:
      'Profile, garage cars, addresses, cart, orders (with their invoice numbers), consents with ' +
      "their changes, each car's mileage readings and services, and the stock alerts; never a " +
      'password hash, a reset code or a token. Named my-data-YYYY-MM-DD.json by the Saudi day.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The file (MyDataExport of @shop/shared), as an attachment' })
  async export(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const data = await this.account.exportOf(caller.user._id);
    const content = Buffer.from(JSON.stringify(data, null, 2));
    // The file is named by the shopper's day, which is Saudi Arabia's.
    const day = shopDayOf(data.exportedAt);
    // Personal data: no cache keeps a copy.
    reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(content, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="my-data-${day}.json"`,
      length: content.length,
    });
  }

  @Delete()
  @LoggedIn()
  @UseGuards(AuthClientRateLimitGuard)
  @ApiOperation({
    summary: 'Delete my account, giving my password',
    description:
      'My sessions, cars, cart and consents go; my orders and their tax invoices stay, with my ' +
      'name, phone and address replaced by a placeholder; a confirmation is mailed in my ' +
      'language. A missing password is 400 PASSWORD_REQUIRED; a wrong one is 400 ' +
      'CURRENT_PASSWORD_WRONG and counts toward the login back-off; the last admin cannot be ' +
      'deleted (409).',
  })
  @ApiOkResponse({ type: MessageAnswer, description: ACCOUNT_MESSAGES.accountDeleted })
  @ApiErrors(400, 409, 429)
  async deleteMe(
    @CurrentCaller() caller: Caller,
    @Body() { password }: DeleteMyAccountDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageAnswer> {
    await this.account.deleteMine(caller.user, password, request.ip);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  }
}
