import { applyDecorators } from '@nestjs/common';
import { FITMENT_YEAR_MIN, fitmentYearMax, VIN_PATTERN } from '@shop/shared';
import {
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import { ToNumber, Trimmed } from './form-values';
import { because } from './shop-error';

/** How a required text field is read: at most `maxLength` characters, and trimmed unless `asTyped`. */
interface RequiredTextOptions {
  /** The refusal of a missing value when it has a code of its own (else FIELD_REQUIRED). */
  required?: ValidationOptions;
  maxLength?: number;
  /** Checked as sent, untrimmed: passwords, reset codes and the account's contact details. */
  asTyped?: boolean;
}

/**
 * A required text field, named `label` in its refusals. Anything but a non-empty string (such as
 * a filter object {"$ne": null}) is refused as missing.
 */
export const RequiredText = (
  label: string,
  { required, maxLength, asTyped = false }: RequiredTextOptions = {},
) => {
  const missing = required ?? because('FIELD_REQUIRED', { field: label });
  return applyDecorators(
    ...(asTyped ? [] : [Trimmed()]),
    IsString(missing),
    IsNotEmpty(missing),
    ...(maxLength === undefined
      ? []
      : [MaxLength(maxLength, because('TEXT_TOO_LONG', { field: label, max: maxLength }))]),
  );
};

/**
 * An optional field: when it is absent its rules are skipped, but null is a value like any other
 * and must pass them (class-validator's IsOptional lets null through, which would be stored and
 * answered where the API's types promise a string or a number).
 */
export const OptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/** How many decimals `value` has; toString writes 5e-324 or 1.5e-7: the exponent counts too. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * A finite number with at most 2 decimals (SAR and halalas, or a percentage). Not
 * class-validator's `maxDecimalPlaces`: it reads the decimals from the number's text and throws
 * on 5e-324, which a client can send.
 */
export const IsTwoDecimalNumber = (options: ValidationOptions) =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, options),
    ValidateBy(
      {
        name: 'hasAtMostTwoDecimals',
        validator: { validate: (value) => typeof value !== 'number' || decimalPlaces(value) <= 2 },
      },
      options,
    ),
  );

/** An optional VIN: 17 letters and digits without I, O and Q. */
export const OptionalVin = () =>
  applyDecorators(
    Trimmed(),
    OptionalNotNull(),
    IsString(because('VIN_INVALID')),
    Matches(VIN_PATTERN, because('VIN_INVALID')),
  );

/** An optional text field (such as an Arabic name beside the English one), trimmed. */
export const OptionalText = (label: string, maxLength: number) =>
  applyDecorators(
    Trimmed(),
    OptionalNotNull(),
    IsString(because('TEXT_INVALID', { field: label })),
    MaxLength(maxLength, because('TEXT_TOO_LONG', { field: label, max: maxLength })),
  );

/**
 * An optional text as an update takes it: left out, it stays; sent empty (or blank), it is kept
 * as '' for the update to clear the stored one (updateOf, form-values.ts); null is refused
 * as OptionalText refuses it.
 */
export const ClearableText = (label: string, maxLength: number) =>
  applyDecorators(
    Trimmed({ keepEmpty: true }),
    OptionalNotNull(),
    IsString(because('TEXT_INVALID', { field: label })),
    MaxLength(maxLength, because('TEXT_TOO_LONG', { field: label, max: maxLength })),
  );

/**
 * A required text field that an update may leave out (the stored value stays): sent, it is held
 * to RequiredText's rules, so a blank one is refused as missing rather than ignored.
 */
export const RequiredTextIfSent = (label: string, maxLength: number) => {
  const missing = because('FIELD_REQUIRED', { field: label });
  return applyDecorators(
    Trimmed({ keepEmpty: true }),
    OptionalNotNull(),
    IsString(missing),
    IsNotEmpty(missing),
    MaxLength(maxLength, because('TEXT_TOO_LONG', { field: label, max: maxLength })),
  );
};

/** A car's model year may be next year's at most (next year's models are sold from the autumn). */
export const NotAfterNextYear = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'notAfterNextYear',
      validator: {
        validate: (value) => typeof value === 'number' && value <= fitmentYearMax(),
      },
    },
    options,
  );

const CATALOG_YEAR_RULE = because('YEAR_INVALID', 'catalog');

/** A model year of the vehicle catalog or of a fitment: 1950 to next year. */
export const CatalogYear = () =>
  applyDecorators(
    ToNumber(),
    IsInt(CATALOG_YEAR_RULE),
    Min(FITMENT_YEAR_MIN, CATALOG_YEAR_RULE),
    NotAfterNextYear(CATALOG_YEAR_RULE),
  );

/**
 * The last year of a range (`field`), not before its first one (the object's `yearFrom`);
 * refused as YEAR_RANGE_REVERSED, naming `label`.
 */
export const NotBeforeYearFrom = (label: string) =>
  ValidateBy(
    {
      name: 'notBeforeYearFrom',
      validator: {
        validate: (value, args) => {
          const first = (args?.object as { yearFrom?: unknown } | undefined)?.yearFrom;
          return typeof value !== 'number' || typeof first !== 'number' || first <= value;
        },
      },
    },
    because('YEAR_RANGE_REVERSED', { field: label }),
  );
