import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors } from '../common/api-docs';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { InvoicesService } from './invoices.service';

const asAttachment = ({ filename, pdf }: { filename: string; pdf: Buffer }) =>
  new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${filename}"`,
    length: pdf.length,
  });

@ApiTags('orders')
@Controller('order')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get('myOrders/:id/invoice')
  @LoggedIn()
  @ApiOperation({
    summary: "The simplified tax invoice (PDF) of one of my paid orders (anyone else's: 404)",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice, in Arabic and English, with its ZATCA QR code' })
  @ApiErrors(400, 404, 409)
  async mine(
    @CurrentCaller() caller: Caller,
    @Param('id', ObjectIdPipe) id: string,
  ): Promise<StreamableFile> {
    return asAttachment(await this.invoices.pdf(id, caller.user._id));
  }

  @Get('allOrders/:id/invoice')
  @AdminOnly()
  @ApiOperation({ summary: "Any paid order's simplified tax invoice (PDF)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice, in Arabic and English, with its ZATCA QR code' })
  @ApiErrors(400, 404, 409)
  async any(@Param('id', ObjectIdPipe) id: string): Promise<StreamableFile> {
    return asAttachment(await this.invoices.pdf(id));
  }
}
