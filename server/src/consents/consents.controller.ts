import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, type Preferences } from '@shop/shared';
import { CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors } from '../common/api-docs';
import { PreferencesAnswer, PreferencesDto, UpdatePreferencesDto } from './consents.dto';
import { ConsentsService } from './consents.service';

@ApiTags('accounts')
@Controller('user/me/preferences')
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @Get()
  @LoggedIn()
  @ApiOperation({ summary: 'My consents to mails beyond my orders (each off until turned on)' })
  @ApiOkResponse({ type: PreferencesDto })
  preferences(@CurrentCaller() caller: Caller): Promise<Preferences> {
    return this.consents.preferencesOf(caller.user._id);
  }

  @Put()
  @LoggedIn()
  @ApiOperation({
    summary: 'Turn my consents on or off; each change is recorded with its time',
  })
  @ApiOkResponse({ type: PreferencesAnswer })
  // Every field is optional: a call without a body changes nothing and answers what is kept.
  @ApiBody({ type: UpdatePreferencesDto, required: false })
  @ApiErrors(400)
  async setPreferences(
    @CurrentCaller() caller: Caller,
    @Body() body: UpdatePreferencesDto,
  ): Promise<PreferencesAnswer> {
    const preferences = await this.consents.set(caller.user._id, body);
    return { message: ACCOUNT_MESSAGES.preferencesSaved, preferences };
  }
}
