import { registerAs } from '@nestjs/config';
import { ConfigError, isProduction, readOptionalString } from './env';

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
const VAT_NUMBER_PATTERN = /^3\d{13}3$/;

/** Outside production only: a made-up seller, so invoices can be tried without any setup. */
const DEMO_SELLER = {
  name: 'شركة قطع لقطع غيار السيارات',
  nameEn: 'Qitaa Auto Parts Co.',
  vatNumber: '300000000000003',
  address: 'King Fahd Rd, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، العليا، الرياض 12214، المملكة العربية السعودية',
} as const;

/** The seller named on tax invoices and in their ZATCA QR code. */
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
  return { ...seller, name, vatNumber, address };
});
export type SellerConfig = ReturnType<typeof sellerConfig>;
