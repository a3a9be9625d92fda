/** A valid Saudi National Address in Riyadh, as the address book takes it. */
export function nationalAddress(overrides: Record<string, unknown> = {}) {
  return {
    label: 'Home',
    recipient: 'Sara Alharbi',
    phone: '+966501234567',
    buildingNumber: '2929',
    street: 'King Fahd Road',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12214',
    additionalNumber: '7654',
    shortAddress: 'RRRD2929',
    ...overrides,
  };
}

/** A valid shipping zone as an admin sends it. */
export function shippingZone(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Zone',
    nameAr: 'منطقة',
    cities: ['Riyadh'],
    fee: 30,
    minDays: 2,
    maxDays: 4,
    cod: false,
    ...overrides,
  };
}
