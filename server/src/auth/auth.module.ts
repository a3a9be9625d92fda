import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { ConfigType } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { authConfig } from '../config';
import { ConsentsModule } from '../consents/consents.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { AuthClientRateLimitGuard } from './auth-client-rate-limit.guard';
import { Session, SessionSchema } from './schemas/session.schema';
import { SessionsService } from './sessions.service';

/**
 * Accounts: registration, login sessions, password resets, and the app-wide guard that checks
 * the endpoints marked `@LoggedIn()` / `@AdminOnly()` (features only import the decorators).
 */
@Module({
  imports: [
    UsersModule,
    MailModule,
    ConsentsModule,
    MongooseModule.forFeature([{ name: Session.name, schema: SessionSchema }]),
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (config: ConfigType<typeof authConfig>) => ({ secret: config.jwtSecret }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    AuthClientRateLimitGuard,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
