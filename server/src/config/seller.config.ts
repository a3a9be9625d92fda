import { registerAs } from '@nestjs/config';
import { type NationalAddress, type Seller, SELLER_ID_SCHEMES } from '../zatca/document';
import { ConfigError, isProduction, readChoice, readOptionalString } from './env';

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
const VAT_NUMBER_PATTERN = /^3\d{13}3$/;

/** What e-invoices state of the seller beyond its name and VAT number. */
type SellerRegistration = Pick<Seller, 'id'> & { nationalAddress: NationalAddress };

/** Outside production only: a made-up seller, so invoices can be tried without any setup. */
const DEMO_SELLER = {
  name: 'شركة قطاع لقطع غيار السيارات',
  nameEn: 'Qitaa Auto Parts Co.',
  vatNumber: '300000000000003',
  address: 'King Fahd Rd, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، العليا، الرياض 12214، المملكة العربية السعودية',
} as const;
/** Outside production, without SELLER_ID and the SELLER_* address lines: a made-up one. */
const DEMO_REGISTRATION: SellerRegistration = {
  id: { scheme: 'CRN', value: '1010000000' },
  nationalAddress: {
    street: 'طريق الملك فهد',
    buildingNumber: '2121',
    additionalNumber: '8282',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12214',
  },
};

/** An optional setting that, when set, must be `digits` digits. */
function readDigits(env: NodeJS.ProcessEnv, name: string, digits: number): string | undefined {
  const value = readOptionalString(env, name);
  if (value !== undefined && !new RegExp(`^\\d{${digits}}$`).test(value)) {
    throw new ConfigError(`${name} must be ${digits} digits; got "${value}".`);
  }
  return value;
}

/**
 * The seller's identification and National Address, which its e-invoices state (BR-KSA-08,
 * BR-KSA-09): all set, or — outside production only — none, for the demo one.
 */
function sellerRegistration(env: NodeJS.ProcessEnv): SellerRegistration {
  const required = {
    SELLER_ID: readOptionalString(env, 'SELLER_ID'),
    SELLER_STREET: readOptionalString(env, 'SELLER_STREET'),
    SELLER_BUILDING_NUMBER: readDigits(env, 'SELLER_BUILDING_NUMBER', 4),
    SELLER_DISTRICT: readOptionalString(env, 'SELLER_DISTRICT'),
    SELLER_CITY: readOptionalString(env, 'SELLER_CITY'),
    SELLER_POSTAL_CODE: readDigits(env, 'SELLER_POSTAL_CODE', 5),
  };
  const missing = Object.keys(required).filter(
    (name) => required[name as keyof typeof required] === undefined,
  );
  if (missing.length === Object.keys(required).length && !isProduction(env)) {
    return DEMO_REGISTRATION;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(', ')} must be set${isProduction(env) ? ' in production' : ''}: ` +
        "e-invoices state the seller's registration and National Address.",
    );
  }
  const id = required.SELLER_ID!;
  if (!/^[A-Za-z0-9]+$/.test(id)) {
    throw new ConfigError(`SELLER_ID must be letters and digits; got "${id}".`);
  }
  const additionalNumber = readDigits(env, 'SELLER_ADDITIONAL_NUMBER', 4);
  return {
    id: { scheme: readChoice(env, 'SELLER_ID_SCHEME', SELLER_ID_SCHEMES, 'CRN'), value: id },
    nationalAddress: {
      street: required.SELLER_STREET!,
      buildingNumber: required.SELLER_BUILDING_NUMBER!,
      ...(additionalNumber && { additionalNumber }),
      district: required.SELLER_DISTRICT!,
      city: required.SELLER_CITY!,
      postalCode: required.SELLER_POSTAL_CODE!,
    },
  };
}

/**
 * The seller named on tax invoices and in their ZATCA QR code, with the registration and the
 * National Address its e-invoices state.
 */
export const sellerConfig = registerAs('seller', () => {
  const env = process.env;
  const seller = {
    /** The seller's name in Arabic, as registered for VAT (the QR code carries this one). */
    name: readOptionalString(env, 'SELLER_NAME'),
    nameEn: readOptionalString(env, 'SELLER_NAME_EN'),
    vatNumber: readOptionalString(env, 'SELLER_VAT_NUMBER'),
    address: readOptionalString(env, 'SELLER_ADDRESS'),
    addressAr: readOptionalString(env, 'SELLER_ADDRESS_AR'),
  };
  if (isProduction(env)) {
    const missing = (['SELLER_NAME', 'SELLER_VAT_NUMBER', 'SELLER_ADDRESS'] as const).filter(
      (key) => !readOptionalString(env, key),
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `${missing.join(', ')} must be set in production: tax invoices name the seller.`,
      );
    }
  } else if (!seller.name && !seller.vatNumber && !seller.address) {
    Object.assign(seller, DEMO_SELLER);
  }
  const { name, vatNumber, address } = seller;
  if (!name || !vatNumber || !address) {
    throw new ConfigError('SELLER_NAME, SELLER_VAT_NUMBER and SELLER_ADDRESS go together.');
  }
  if (!VAT_NUMBER_PATTERN.test(vatNumber)) {
    throw new ConfigError(
      `SELLER_VAT_NUMBER must be 15 digits starting and ending with 3; got "${vatNumber}".`,
    );
  }
  // The invoice's QR code keeps each field's length in one byte.
  if (Buffer.byteLength(name, 'utf8') > 255) {
    throw new ConfigError('SELLER_NAME must be at most 255 bytes in UTF-8.');
  }
  return { ...seller, name, vatNumber, address, ...sellerRegistration(env) };
});
export type SellerConfig = ReturnType<typeof sellerConfig>;
