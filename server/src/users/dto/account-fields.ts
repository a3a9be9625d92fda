import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGE_CODES, NAME_MIN_LENGTH, PHONE_PATTERN, internationalMobile } from '@shop/shared';
import { Transform } from 'class-transformer';
import { IsIn, Matches, MaxLength, MinLength } from 'class-validator';
import { OptionalNotNull, RequiredText } from '../../common/field-rules';
import { because } from '../../common/shop-error';

/** The rules of an account's fields, the same at register and when the shopper changes them. */

/** At least NAME_MIN_LENGTH characters, at most 100, counted without the spaces around it. */
export const NameRules = () =>
  applyDecorators(
    ApiProperty({ example: 'Sara Alharbi', minLength: NAME_MIN_LENGTH }),
    // Trimmed as it is stored; a blank name stays blank, to be refused (Trimmed would read it as
    // not sent, and a change of account would keep the old name without a word).
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    RequiredText('Name', { required: because('NAME_REQUIRED'), asTyped: true }),
    MinLength(NAME_MIN_LENGTH, because('NAME_TOO_SHORT')),
    MaxLength(100, because('TEXT_TOO_LONG', { field: 'Name', max: 100 })),
  );

/**
 * Kept as the phone pattern says (a plus and a country code); a Saudi mobile typed the local
 * way, 05XXXXXXXX, or with Arabic-Indic digits is read as that number (internationalMobile).
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

/** The UI's language, optional, kept as the language of the user's mails. */
export const LanguageRules = () =>
  applyDecorators(
    ApiPropertyOptional({
      enum: LANGUAGE_CODES,
      description: "The UI's language: the user's mails use it",
    }),
    OptionalNotNull(),
    IsIn(LANGUAGE_CODES, because('LANGUAGE_INVALID')),
  );
