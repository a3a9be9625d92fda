import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  LANGUAGE_CODES,
  internationalMobile,
  type ForgetCodeRequest,
  type Language,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@shop/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { OptionalNotNull, RequiredText } from '../../common/field-rules';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_LENGTH = 72;

export const EmailRules = () =>
  applyDecorators(
    ApiProperty({ example: 'sara@example.com' }),
    RequiredText('Email', { required: because('EMAIL_REQUIRED'), asTyped: true }),
    MaxLength(254, because('EMAIL_INVALID')),
    Matches(EMAIL_PATTERN, because('EMAIL_INVALID')),
  );

const NewPasswordRules = () =>
  applyDecorators(
    ApiProperty({
      example: 'secret12',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    }),
    RequiredText('Password', { required: because('PASSWORD_REQUIRED'), asTyped: true }),
    MinLength(PASSWORD_MIN_LENGTH, because('PASSWORD_TOO_SHORT')),
    MaxLength(PASSWORD_MAX_LENGTH, because('PASSWORD_TOO_LONG')),
  );

/** The account's name: at least NAME_MIN_LENGTH characters, at most 100. */
export const NameRules = () =>
  applyDecorators(
    ApiProperty({ example: 'Sara Alharbi', minLength: NAME_MIN_LENGTH }),
    RequiredText('Name', { required: because('NAME_REQUIRED'), asTyped: true }),
    MinLength(NAME_MIN_LENGTH, because('NAME_TOO_SHORT')),
    MaxLength(100, because('TEXT_TOO_LONG', { field: 'Name', max: 100 })),
  );

/**
 * The account's mobile, kept as the phone pattern says (a plus and a country code); a Saudi
 * mobile typed the local way, 05XXXXXXXX, or with Arabic-Indic digits is read as that number
 * (internationalMobile).
 */
export const MobileRules = () =>
  applyDecorators(
    ApiProperty({
      example: '+966501234567',
      description: '+, a 1-3 digit country code, 9-11 digits; or a Saudi mobile as 05XXXXXXXX',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? internationalMobile(value) : value,
    ),
    RequiredText('Phone', { required: because('PHONE_REQUIRED'), asTyped: true }),
    Matches(PHONE_PATTERN, because('PHONE_INVALID')),
  );

/** The UI's language, kept as the language of the user's mails. */
export const LanguageRules = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: LANGUAGE_CODES,
      description: "The UI's language: the user's mails use it",
    }),
    OptionalNotNull(),
    IsIn(LANGUAGE_CODES, because('LANGUAGE_INVALID')),
  );

@ShapeOf<RegisterRequest>()
export class RegisterDto {
  @NameRules()
  name: string;

  @MobileRules()
  mobile: string;

  @EmailRules()
  email: string;

  @NewPasswordRules()
  password: string;

  @LanguageRules()
  language?: Language;
}

@ShapeOf<LoginRequest>()
export class LoginDto {
  @EmailRules()
  email: string;

  @ApiProperty({ example: 'secret12' })
  @IsString(because('PASSWORD_NOT_MATCHED'))
  @MinLength(PASSWORD_MIN_LENGTH, because('PASSWORD_NOT_MATCHED'))
  @MaxLength(PASSWORD_MAX_LENGTH, because('PASSWORD_NOT_MATCHED'))
  password: string;

  @LanguageRules()
  language?: Language;
}

@ShapeOf<ForgetCodeRequest>()
export class ForgetCodeDto {
  @EmailRules()
  email: string;
}

@ShapeOf<ResetPasswordRequest>()
export class ResetPasswordDto {
  @EmailRules()
  email: string;

  @ApiProperty({ example: '493027', description: 'The 6-digit code from the mail' })
  @RequiredText('Code', { asTyped: true })
  @MaxLength(20, because('RESET_CODE_INVALID'))
  code: string;

  @NewPasswordRules()
  password: string;
}
