import type { NationalAddress, SavedAddress } from '@shop/shared';

/**
 * A National Address written on one line, as Saudi Post writes it: building number and street,
 * district, city with the postal code and additional number, and the short address, e.g.
 * "2929 King Fahd Road, Al Olaya, Riyadh 12214-7654, RRRD2929". An order placed with an address
 * of the address book keeps this as its documented `shippingAddress`.
 */
export const addressText = (address: NationalAddress): string =>
  [
    `${address.buildingNumber} ${address.street}`,
    address.district,
    `${address.city} ${address.postalCode}-${address.additionalNumber}`,
    ...(address.shortAddress ? [address.shortAddress] : []),
  ].join(', ');

/** The National Address of an address of the book, as an order keeps a snapshot of it. */
export const nationalAddressOf = ({
  _id: _savedId,
  cityAr: _cityAr,
  isDefault: _isDefault,
  ...address
}: SavedAddress): NationalAddress => address;
