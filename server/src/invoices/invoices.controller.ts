import { Controller, Get, Headers, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import fresh from 'fresh';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, ApiPdfResponses } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { type InvoicePdf, InvoicesService } from './invoices.service';

/**
 * An invoice as an attachment, with its content's hash as a strong ETag: a client that has it
 * (If-None-Match) is answered 304 without it. The invoice never changes, but it is personal data:
 * caches keep it private and ask again each time (no-cache), and only its owner and admins get
 * the 304 too, since ownership is checked before.
 */
function answer(
  { filename, contentType, content, sha256 }: InvoicePdf,
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
): StreamableFile | undefined {
  const etag = `"${sha256}"`;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  if (fresh({ 'if-none-match': ifNoneMatch }, { etag })) {
    reply.status(304);
    return undefined;
  }
  return new StreamableFile(content, {
    type: contentType,
    disposition: `attachment; filename="${filename}"`,
    length: content.length,
  });
}

@ApiTags('orders')
@Controller('order')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('myOrders/:id/invoice')
  @LoggedIn()
  @ApiOperation({
    summary: "The simplified tax invoice (PDF) of one of my paid orders (anyone else's: 404)",
  })
  @ApiPdfResponses('The invoice, in Arabic and English, with its ZATCA QR code')
  @ApiErrors(400, 404, 409, 503)
  async mine(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.pdf(id, caller.user._id), ifNoneMatch, reply);
  }

  @Get('allOrders/:id/invoice')
  @AdminOnly()
  @ApiOperation({ summary: "Any paid order's simplified tax invoice (PDF)" })
  @ApiPdfResponses('The invoice, in Arabic and English, with its ZATCA QR code')
  @ApiErrors(400, 404, 409, 503)
  async any(
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.pdf(id), ifNoneMatch, reply);
  }
}
