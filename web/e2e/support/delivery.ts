import type { AddressRequest, SavedAddress, ShippingZone, ShippingZoneRequest } from '@shop/shared';
import { getAdminToken } from './catalog';
import { call } from './shopping';

/*
 * Delivery for the journeys (docs/api.md, "Delivery"). The shop under test starts without zones
 * (SEED_DEMO=false) and a city is in one zone at most, so every journey file uses these two,
 * added once by whichever file comes first.
 */

/** Where the journeys that are not about delivery send their orders: free, no cash. */
export const FREE_DELIVERY_ZONE: ShippingZoneRequest = {
  name: 'Makkah (journeys)',
  nameAr: 'مكة المكرمة (الرحلات)',
  cities: ['Makkah'],
  fee: 0,
  minDays: 1,
  maxDays: 3,
  cod: false,
};

/** The delivery journeys' zone: a fee under SAR 1,000, cash on delivery for SAR 10 more. */
export const RIYADH_ZONE: ShippingZoneRequest = {
  name: 'Riyadh (journeys)',
  nameAr: 'الرياض (الرحلات)',
  cities: ['Riyadh'],
  fee: 25,
  freeAbove: 1000,
  minDays: 1,
  maxDays: 2,
  cod: true,
  codFee: 10,
};

const json = (token: string, body?: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json', token },
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

/** Adds the journeys' zones the shop does not have yet. */
export async function ensureJourneyZones(): Promise<void> {
  const admin = await getAdminToken();
  const { zones } = await call<{ zones: ShippingZone[] }>('GET', '/shipping/zones', json(admin));
  for (const zone of [FREE_DELIVERY_ZONE, RIYADH_ZONE]) {
    if (zones.some((existing) => existing.cities.includes(zone.cities[0]!))) continue;
    await call('POST', '/shipping/zones', json(admin, zone), 201);
  }
}

/** A National Address in Makkah's free zone, for the journeys that pay for their order. */
export const MAKKAH_ADDRESS: AddressRequest = {
  label: 'Home',
  recipient: 'Sara Alharbi',
  phone: '+966512345678',
  buildingNumber: '1234',
  street: 'King Fahd Road',
  district: 'Al Rawdah',
  city: 'Makkah',
  postalCode: '24231',
  additionalNumber: '5678',
};

/** The same address written in Arabic (the city by its Arabic name, which the API takes). */
export const MAKKAH_ADDRESS_AR: AddressRequest = {
  ...MAKKAH_ADDRESS,
  label: 'المنزل',
  recipient: 'سارة الحربي',
  street: 'طريق الملك فهد',
  district: 'الروضة',
  city: 'مكة المكرمة',
};

/** Adds `address` to the customer's address book (the journeys' zones in place first). */
export async function addAddressViaApi(
  token: string,
  address: AddressRequest = MAKKAH_ADDRESS,
): Promise<SavedAddress> {
  await ensureJourneyZones();
  const answer = await call<{ address: SavedAddress }>(
    'POST',
    '/user/addresses',
    json(token, address),
    201,
  );
  return answer.address;
}
