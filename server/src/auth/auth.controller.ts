import { Body, Controller, HttpCode, Patch, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, API_MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { ApiErrors, MessageAnswer } from '../common/api-docs';
import { CurrentCaller, LoggedIn } from './auth.decorators';
import type { Caller } from './auth.guard';
import { AuthService } from './auth.service';
import { AuthClientRateLimitGuard, RegisterRateLimitGuard } from './auth-client-rate-limit.guard';
import {
  ChangePasswordDto,
  ForgetCodeDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
} from './dto/account.dto';
import { LoginAnswer } from './dto/answers.dto';

@ApiTags('accounts')
@Controller('user')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @UseGuards(RegisterRateLimitGuard)
  @ApiOperation({ summary: 'Register a shopper (any role sent is ignored)' })
  @ApiCreatedResponse({ type: MessageAnswer, description: API_MESSAGES.registered })
  @ApiErrors(400, 409, 429, 503)
  async register(@Body() body: RegisterDto): Promise<MessageAnswer> {
    await this.auth.register(body);
    return { message: API_MESSAGES.registered };
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(AuthClientRateLimitGuard)
  @ApiOperation({ summary: 'Log in; the token goes in the `token` header of later calls' })
  @ApiOkResponse({ type: LoginAnswer })
  @ApiErrors(400, 401, 429, 503)
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<LoginAnswer> {
    const { token, user } = await this.auth.login(body, request.ip);
    return { message: API_MESSAGES.loggedIn, token, user, payload: { role: user.role } };
  }

  @Put('logout')
  @LoggedIn()
  @ApiOperation({ summary: 'End this session; its token stops working' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.loggedOut })
  async logout(@CurrentCaller() caller: Caller): Promise<MessageAnswer> {
    await this.auth.logout(caller.sessionId);
    return { message: API_MESSAGES.loggedOut };
  }

  @Put('password')
  @LoggedIn()
  @UseGuards(AuthClientRateLimitGuard)
  @ApiOperation({
    summary: 'Change my password, giving the current one; my other sessions end',
    description:
      'A missing current password is 400 PASSWORD_REQUIRED; a wrong one is 400 ' +
      'CURRENT_PASSWORD_WRONG and counts toward the back-off of failed logins (429 beyond).',
  })
  @ApiOkResponse({ type: MessageAnswer, description: ACCOUNT_MESSAGES.passwordChanged })
  @ApiErrors(400, 429)
  async changePassword(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageAnswer> {
    await this.auth.changePassword(caller, body, request.ip);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  @Patch('forget_code')
  @UseGuards(AuthClientRateLimitGuard)
  @ApiOperation({
    summary: 'Mail a 6-digit reset code (valid 15 minutes, one use, 5 tries)',
    description: 'Answers the same whether or not the email is registered.',
  })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.codeSent })
  @ApiErrors(400, 429)
  async forgetCode(
    @Body() body: ForgetCodeDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageAnswer> {
    await this.auth.sendResetCode(body, request.ip);
    return { message: API_MESSAGES.codeSent };
  }

  @Put('reset_password')
  @UseGuards(AuthClientRateLimitGuard)
  @ApiOperation({ summary: 'Set a new password with the mailed code; ends every session' })
  @ApiOkResponse({ type: MessageAnswer, description: API_MESSAGES.passwordReset })
  @ApiErrors(400, 429)
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageAnswer> {
    await this.auth.resetPassword(body, request.ip);
    return { message: API_MESSAGES.passwordReset };
  }
}
