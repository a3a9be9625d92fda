import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, API_MESSAGES } from '@shop/shared';
import { AdminOnly, CurrentCaller, LoggedIn } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.guard';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { IdParam } from '../common/object-id.pipe';
import { listing } from '../common/list-queries';
import { LanguageAnswer, LanguageDto } from './dto/language.dto';
import { MyAccountAnswer, MyAccountDto, UpdateMyAccountDto } from './dto/my-account.dto';
import { UsersAnswer } from './dto/user.dto';
import { UserListQueryDto, userListFilter } from './user-list-query';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('allUsers')
  @AdminOnly()
  @ApiOperation({
    summary: 'Every user, newest first',
    description:
      'With ?search= only users whose name has a word starting with it, or whose email or ' +
      'mobile starts with it; with ?page=&limit= one page and the total.',
  })
  @ApiOkResponse({ type: UsersAnswer })
  @ApiErrors(400)
  async allUsers(@Query() query: UserListQueryDto): Promise<UsersAnswer> {
    const filter = userListFilter(query.search);
    const { items: users, total } = await listing(
      query,
      (window) => this.users.list(filter, window),
      () => this.users.count(filter),
    );
    return { users, total };
  }

  @Get('me')
  @LoggedIn()
  @ApiOperation({ summary: 'My account: name, email, mobile, role and mail language' })
  @ApiOkResponse({ type: MyAccountDto })
  me(@CurrentCaller() caller: Caller): Promise<MyAccountDto> {
    return this.users.account(caller.user._id);
  }

  @Put('me')
  @LoggedIn()
  @ApiOperation({
    summary: 'Change my name, mobile or mail language (each field sent; checked as at register)',
    description:
      'The email is the login and is not changed here; a mobile of another account: 409.',
  })
  @ApiOkResponse({ type: MyAccountAnswer })
  // Every field is optional: a call without a body changes nothing and answers what is kept.
  @ApiBody({ type: UpdateMyAccountDto, required: false })
  @ApiErrors(400, 409)
  async updateMe(
    @CurrentCaller() caller: Caller,
    @Body() body: UpdateMyAccountDto,
  ): Promise<MyAccountAnswer> {
    const user = await this.users.updateAccount(caller.user._id, body);
    return { message: ACCOUNT_MESSAGES.accountSaved, user };
  }

  @Put('language')
  @LoggedIn()
  @ApiOperation({ summary: 'Set the language of the mails the shop sends me (en or ar)' })
  @ApiOkResponse({ type: LanguageAnswer })
  @ApiErrors(400)
  async setLanguage(
    @CurrentCaller() caller: Caller,
    @Body() { language }: LanguageDto,
  ): Promise<LanguageAnswer> {
    await this.users.setLanguage(caller.user._id, language);
    return { message: 'Language saved.', language };
  }

  @Delete('deleteUser/:id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete a user with their sessions, cars and cart (their orders stay)',
    description: 'The last admin cannot be deleted (409).',
  })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.userDeleted })
  @ApiErrors(400, 404, 409)
  async deleteUser(@IdParam() id: string): Promise<MessageAnswer> {
    await this.users.delete(id);
    return { message: API_MESSAGES.userDeleted };
  }
}
