import { Controller, Get, Headers, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import fresh from 'fresh';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, ApiFileResponses } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { InvoicesService, type ServedDocument } from './invoices.service';

/**
 * An invoice, a credit note or their XML as an attachment, with its content's hash as a strong
 * ETag: a client that has it
 * (If-None-Match) is answered 304 without it. The invoice never changes, but it is personal data:
 * caches keep it private and ask again each time (no-cache), and only its owner and admins get
 * the 304 too, since ownership is checked before.
 */
function answer(
  { filename, contentType, content, sha256 }: ServedDocument,
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
  @ApiFileResponses('The invoice, in Arabic and English, with its ZATCA QR code')
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
  @ApiFileResponses('The invoice, in Arabic and English, with its ZATCA QR code')
  @ApiErrors(400, 404, 409, 503)
  async any(
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.pdf(id), ifNoneMatch, reply);
  }

  @Get('myOrders/:id/credit-note')
  @LoggedIn()
  @ApiOperation({ summary: 'The simplified credit note (PDF) of one of my refunded orders' })
  @ApiFileResponses('The credit note, in Arabic and English, with its QR code')
  @ApiErrors(400, 404, 409, 503)
  async myCreditNote(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const pdf = await this.invoices.pdf(id, caller.user._id, 'creditNote');
    return answer(pdf, ifNoneMatch, reply);
  }

  @Get('allOrders/:id/credit-note')
  @AdminOnly()
  @ApiOperation({ summary: "Any refunded order's simplified credit note (PDF)" })
  @ApiFileResponses('The credit note, in Arabic and English, with its QR code')
  @ApiErrors(400, 404, 409, 503)
  async anyCreditNote(
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.pdf(id, undefined, 'creditNote'), ifNoneMatch, reply);
  }

  @Get('myOrders/:id/invoice.xml')
  @LoggedIn()
  @ApiOperation({ summary: "My paid order's invoice as the signed ZATCA XML (UBL 2.1)" })
  @ApiFileResponses('The XML as stamped and reported to ZATCA', 'application/xml')
  @ApiErrors(400, 404, 409)
  async myInvoiceXml(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.xml(id, 'invoice', caller.user._id), ifNoneMatch, reply);
  }

  @Get('allOrders/:id/invoice.xml')
  @AdminOnly()
  @ApiOperation({ summary: "Any paid order's invoice as the signed ZATCA XML (UBL 2.1)" })
  @ApiFileResponses('The XML as stamped and reported to ZATCA', 'application/xml')
  @ApiErrors(400, 404, 409)
  async anyInvoiceXml(
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.xml(id, 'invoice'), ifNoneMatch, reply);
  }

  @Get('myOrders/:id/credit-note.xml')
  @LoggedIn()
  @ApiOperation({ summary: "My refunded order's credit note as the signed ZATCA XML" })
  @ApiFileResponses('The XML as stamped and reported to ZATCA', 'application/xml')
  @ApiErrors(400, 404, 409)
  async myCreditNoteXml(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const xml = await this.invoices.xml(id, 'creditNote', caller.user._id);
    return answer(xml, ifNoneMatch, reply);
  }

  @Get('allOrders/:id/credit-note.xml')
  @AdminOnly()
  @ApiOperation({ summary: "Any refunded order's credit note as the signed ZATCA XML" })
  @ApiFileResponses('The XML as stamped and reported to ZATCA', 'application/xml')
  @ApiErrors(400, 404, 409)
  async anyCreditNoteXml(
    @IdParam() id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    return answer(await this.invoices.xml(id, 'creditNote'), ifNoneMatch, reply);
  }
}
