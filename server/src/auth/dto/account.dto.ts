import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  VALIDATION,
  LANGUAGE_CODES,
  type ForgetCodeRequest,
  type Language,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@shop/shared';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { RequiredText } from '../../common/field-rules';
import { LANGUAGE_INVALID } from '../../users/language';

/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_LENGTH = 72;
const PASSWORD_TOO_LONG = 'Password must be at most 72 characters';

const EmailRules = () =>
  applyDecorators(
    ApiProperty({ example: 'sara@example.com' }),
    RequiredText(VALIDATION.emailRequired, { asTyped: true }),
    MaxLength(254, { message: VALIDATION.emailInvalid }),
    Matches(EMAIL_PATTERN, { message: VALIDATION.emailInvalid }),
  );

const NewPasswordRules = () =>
  applyDecorators(
    ApiProperty({
      example: 'secret12',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    }),
    RequiredText(VALIDATION.passwordRequired, { asTyped: true }),
    MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION.passwordMin }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG }),
  );

/** The UI's language, kept as the language of the user's mails. */
const LanguageRules = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: LANGUAGE_CODES,
      description: "The UI's language: the user's mails use it",
    }),
    IsOptional(),
    IsIn(LANGUAGE_CODES, { message: LANGUAGE_INVALID }),
  );

export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'Sara Alharbi', minLength: NAME_MIN_LENGTH })
  @RequiredText(VALIDATION.nameRequired, { asTyped: true })
  @MinLength(NAME_MIN_LENGTH, { message: VALIDATION.nameMin })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name: string;

  @ApiProperty({
    example: '+966501234567',
    description: '+, a 1-3 digit country code, 9-11 digits',
  })
  @RequiredText(VALIDATION.phoneRequired, { asTyped: true })
  @Matches(PHONE_PATTERN, { message: VALIDATION.phoneInvalid })
  mobile: string;

  @EmailRules()
  email: string;

  @NewPasswordRules()
  password: string;

  @LanguageRules()
  language?: Language;
}

export class LoginDto implements LoginRequest {
  @EmailRules()
  email: string;

  @ApiProperty({ example: 'secret12' })
  @IsString({ message: VALIDATION.loginPassword })
  @MinLength(PASSWORD_MIN_LENGTH, { message: VALIDATION.loginPassword })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION.loginPassword })
  password: string;

  @LanguageRules()
  language?: Language;
}

export class ForgetCodeDto implements ForgetCodeRequest {
  @EmailRules()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @EmailRules()
  email: string;

  @ApiProperty({ example: '493027', description: 'The 6-digit code from the mail' })
  @RequiredText('Code is required', { asTyped: true })
  @MaxLength(20, { message: 'The code is wrong or has expired.' })
  code: string;

  @NewPasswordRules()
  password: string;
}
