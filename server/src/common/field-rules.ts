import { applyDecorators } from '@nestjs/common';
import { VALIDATION, VIN_PATTERN } from '@shop/shared';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trimmed } from './form-values';

/**
 * A required text field, trimmed, at most `maxLength` characters. Anything but a string (such as a
 * filter object {"$ne": null}) is refused with `requiredMessage`.
 */
export const RequiredText = (requiredMessage: string, maxLength: number, tooLongMessage: string) =>
  applyDecorators(
    Trimmed(),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(maxLength, { message: tooLongMessage }),
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
