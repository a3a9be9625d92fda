import { Controller, Delete, Get, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { REMINDER_MESSAGES, type StockNotifyAnswer as StockNotifyAnswerShape } from '@shop/shared';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { ShapeOf } from '../common/shape-of';
import { StockAlertsService } from './stock-alerts.service';

@ShapeOf<StockNotifyAnswerShape>()
class StockNotifyAnswer {
  @ApiProperty({ example: REMINDER_MESSAGES.notifyOn }) message: string;
  @ApiProperty({ description: 'Whether a mail waits for the product to be back in stock' })
  notify: boolean;
}

/** "Notify me when it is back": one mail when an out-of-stock product is back, then forgotten. */
@ApiTags('products')
@Controller('products/:id/notify')
@LoggedIn()
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Get()
  @ApiOperation({ summary: 'Whether I am to be mailed when this product is back in stock' })
  @ApiOkResponse({ type: StockNotifyAnswer })
  @ApiErrors(400, 404)
  async status(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<StockNotifyAnswer> {
    const notify = await this.alerts.waiting(caller.user._id, id);
    return { message: notify ? REMINDER_MESSAGES.notifyOn : REMINDER_MESSAGES.notifyOff, notify };
  }

  @Post()
  @ApiOperation({
    summary: 'Mail me once when this product (out of stock now) is back in stock',
    description: 'Pressing it again changes nothing; 409 PRODUCT_IN_STOCK while it is in stock.',
  })
  @ApiCreatedResponse({ type: StockNotifyAnswer })
  @ApiErrors(400, 404, 409)
  async add(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<StockNotifyAnswer> {
    await this.alerts.add(caller.user._id, id);
    return { message: REMINDER_MESSAGES.notifyOn, notify: true };
  }

  @Delete()
  @ApiOperation({ summary: 'Do not mail me about this product after all' })
  @ApiOkResponse({ type: StockNotifyAnswer })
  @ApiErrors(400, 404)
  async remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<StockNotifyAnswer> {
    await this.alerts.remove(caller.user._id, id);
    return { message: REMINDER_MESSAGES.notifyOff, notify: false };
  }
}
