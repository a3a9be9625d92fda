import {
  ADDITIONAL_NUMBER_PATTERN,
  ADDRESS_TEXT_MAX,
  BUILDING_NUMBER_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  SHORT_ADDRESS_PATTERN,
  internationalMobile,
  normalizeShortAddress,
  westernDigits,
  type AddressRequest,
  type ErrorCode,
  type Language,
  type SavedAddress,
} from '@shop/shared';
import { errorText, translate, type MessageKey } from '@/i18n';

/** What the address form holds: what the shopper typed, before it is written as the API takes it. */
export interface AddressFormValues {
  label?: string;
  recipient?: string;
  phone?: string;
  buildingNumber?: string;
  street?: string;
  district?: string;
  /** The city's English name, picked from the list. */
  city?: string;
  postalCode?: string;
  additionalNumber?: string;
  shortAddress?: string;
  isDefault?: boolean;
}

export type AddressField = Exclude<keyof AddressFormValues, 'isDefault'>;

export const ADDRESS_FIELD_LABELS: Record<AddressField, MessageKey> = {
  label: 'delivery.field.label',
  recipient: 'delivery.field.recipient',
  phone: 'delivery.field.phone',
  buildingNumber: 'delivery.field.buildingNumber',
  street: 'delivery.field.street',
  district: 'delivery.field.district',
  city: 'delivery.field.city',
  postalCode: 'delivery.field.postalCode',
  additionalNumber: 'delivery.field.additionalNumber',
  shortAddress: 'delivery.field.shortAddress',
};

const OPTIONAL: ReadonlySet<AddressField> = new Set(['label', 'shortAddress']);

/**
 * The fields whose value is checked against a pattern, after it is written as the API takes it,
 * with the API's refusal, or the form's own words for it (`text`): the phone takes a Saudi mobile
 * typed 05XXXXXXXX as the API does, so the API's "must start with +" would mislead.
 */
const PATTERNS: Partial<
  Record<AddressField, { pattern: RegExp; code: ErrorCode; text?: MessageKey }>
> = {
  phone: { pattern: PHONE_PATTERN, code: 'PHONE_INVALID', text: 'delivery.phoneInvalid' },
  buildingNumber: { pattern: BUILDING_NUMBER_PATTERN, code: 'BUILDING_NUMBER_INVALID' },
  postalCode: { pattern: POSTAL_CODE_PATTERN, code: 'POSTAL_CODE_INVALID' },
  additionalNumber: { pattern: ADDITIONAL_NUMBER_PATTERN, code: 'ADDITIONAL_NUMBER_INVALID' },
  shortAddress: { pattern: SHORT_ADDRESS_PATTERN, code: 'SHORT_ADDRESS_INVALID' },
};

/**
 * A field's value as the API takes it: numbers in ASCII digits (typed on an Arabic keyboard or
 * not), a Saudi mobile typed the local way with its calling code, the short address in capitals.
 */
function written(field: AddressField, typed: string): string {
  const value = typed.trim();
  if (field === 'phone') return internationalMobile(value);
  if (field === 'shortAddress') return normalizeShortAddress(value);
  if (PATTERNS[field]) return westernDigits(value).replace(/\s+/g, '');
  return value;
}

/**
 * Why `field` refuses `typed`, in `language`, or null: the server's rules (@shop/shared) and its
 * own sentences for them, so what the form takes the API takes.
 */
export function addressFieldProblem(
  field: AddressField,
  typed: string | undefined,
  language: Language,
): string | null {
  const label = translate(language, ADDRESS_FIELD_LABELS[field]);
  const value = written(field, typed ?? '');
  if (!value) {
    return OPTIONAL.has(field)
      ? null
      : translate(language, 'delivery.fieldRequired').replace('{field}', label);
  }
  const rule = PATTERNS[field];
  if (rule && !rule.pattern.test(value)) {
    if (rule.text) return translate(language, rule.text);
    return errorText(language, { code: rule.code }) ?? null;
  }
  const max = ADDRESS_TEXT_MAX[field as keyof typeof ADDRESS_TEXT_MAX];
  if (max !== undefined && value.length > max) {
    return errorText(language, {
      code: 'TEXT_TOO_LONG',
      params: { field: label, max: String(max) },
    })!;
  }
  return null;
}

/** The address as `POST/PUT /api/user/addresses` takes it. */
export function addressRequestOf(values: AddressFormValues): AddressRequest {
  const value = (field: AddressField) => written(field, values[field] ?? '');
  const label = value('label');
  const shortAddress = value('shortAddress');
  return {
    ...(label && { label }),
    recipient: value('recipient'),
    phone: value('phone'),
    buildingNumber: value('buildingNumber'),
    street: value('street'),
    district: value('district'),
    city: value('city'),
    postalCode: value('postalCode'),
    additionalNumber: value('additionalNumber'),
    ...(shortAddress && { shortAddress }),
    isDefault: Boolean(values.isDefault),
  };
}

/** A saved address as the form shows it, for editing. */
export const addressFormValuesOf = ({
  _id: _savedId,
  cityAr: _cityAr,
  ...address
}: SavedAddress): AddressFormValues => address;
