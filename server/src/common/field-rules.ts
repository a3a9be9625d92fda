import { applyDecorators } from '@nestjs/common';
import { VALIDATION, VIN_PATTERN } from '@shop/shared';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trimmed } from './form-values';

/** How a required text field is read: at most `maxLength` characters, and trimmed unless `asTyped`. */
interface RequiredTextOptions {
  maxLength?: number;
  tooLongMessage?: string;
  /** Checked as sent, untrimmed: passwords, reset codes and the account's contact details. */
  asTyped?: boolean;
}

/**
 * A required text field. Anything but a non-empty string (such as a filter object
 * {"$ne": null}) is refused with `requiredMessage`.
 */
export const RequiredText = (
  requiredMessage: string,
  { maxLength, tooLongMessage, asTyped = false }: RequiredTextOptions = {},
) =>
  applyDecorators(
    ...(asTyped ? [] : [Trimmed()]),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    ...(maxLength === undefined ? [] : [MaxLength(maxLength, { message: tooLongMessage })]),
  );

/** An optional VIN: 17 letters and digits without I, O and Q. */
export const OptionalVin = () =>
  applyDecorators(
    Trimmed(),
    IsOptional(),
    IsString({ message: VALIDATION.vin }),
    Matches(VIN_PATTERN, { message: VALIDATION.vin }),
  );

/** An optional text field (such as an Arabic name beside the English one), trimmed. */
export const OptionalText = (label: string, maxLength: number) =>
  applyDecorators(
    Trimmed(),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );
