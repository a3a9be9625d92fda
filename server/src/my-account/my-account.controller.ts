import { Controller, Get, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
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
      'Profile, garage cars, cart, orders (with their invoice numbers) and consents with their ' +
      'changes; never a password hash, a reset code or a token.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The file (MyDataExport of @shop/shared), as an attachment' })
  async export(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const data = await this.account.exportOf(caller.user._id);
    const content = Buffer.from(JSON.stringify(data, null, 2));
    const day = data.exportedAt.toISOString().slice(0, 10);
    // Personal data: no cache keeps a copy.
    reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(content, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="my-data-${day}.json"`,
      length: content.length,
    });
  }
}
