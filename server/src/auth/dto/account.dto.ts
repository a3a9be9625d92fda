import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
  type DeleteMyAccountRequest,
  type ForgetCodeRequest,
  type Language,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@shop/shared';
import {
  IsBoolean,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { OptionalNotNull, RequiredText } from '../../common/field-rules';
import { LanguageRules, MobileRules, NameRules } from '../../users/dto/account-fields';
import { because } from '../../common/shop-error';
import { ShapeOf } from '../../common/shape-of';

/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_LENGTH = 72;

const EmailRules = () =>
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

/**
 * A password the user types to prove it is them: refused as `code` when it cannot be theirs
 * (not text, or of a length no password has), before any hashing. Login answers a missing one as
 * a wrong one, as the specification's login form does; the account's own forms say it is missing.
 */
const CurrentPasswordRules = (code: 'PASSWORD_NOT_MATCHED' | 'CURRENT_PASSWORD_WRONG') =>
  applyDecorators(
    ApiProperty({ example: 'secret12' }),
    IsNotEmpty(because(code === 'CURRENT_PASSWORD_WRONG' ? 'PASSWORD_REQUIRED' : code)),
    IsString(because(code)),
    MinLength(PASSWORD_MIN_LENGTH, because(code)),
    MaxLength(PASSWORD_MAX_LENGTH, because(code)),
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

  @ApiPropertyOptional({
    description: 'Service reminders by email (the register form: an unticked box); off unless true',
  })
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'serviceReminders' }))
  serviceReminders?: boolean;

  @ApiPropertyOptional({ description: 'Offers by email (an unticked box); off unless true' })
  @OptionalNotNull()
  @IsBoolean(because('BOOLEAN_INVALID', { field: 'offers' }))
  offers?: boolean;
}

@ShapeOf<LoginRequest>()
export class LoginDto {
  @EmailRules()
  email: string;

  @CurrentPasswordRules('PASSWORD_NOT_MATCHED')
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

/**
 * A new password other than the current one: a "change" to the same password would change
 * nothing, yet end every other session as a change does. A missing current password is refused
 * by its own rule alone.
 */
const DifferentFromCurrent = () =>
  ValidateBy(
    {
      name: 'differentFromCurrent',
      validator: {
        validate: (password, args) => {
          const current = (args?.object as Partial<ChangePasswordDto> | undefined)?.currentPassword;
          return !current || password !== current;
        },
      },
    },
    because('PASSWORD_UNCHANGED'),
  );

@ShapeOf<ChangePasswordRequest>()
export class ChangePasswordDto {
  @CurrentPasswordRules('CURRENT_PASSWORD_WRONG')
  currentPassword: string;

  @NewPasswordRules()
  @DifferentFromCurrent()
  newPassword: string;
}

@ShapeOf<DeleteMyAccountRequest>()
export class DeleteMyAccountDto {
  @CurrentPasswordRules('CURRENT_PASSWORD_WRONG')
  password: string;
}
