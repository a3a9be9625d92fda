import type { ShippingZoneRequest } from '@shop/shared';

/**
 * The demo shop's shipping zones, with fees (SAR, VAT included) and days like those Saudi shops
 * quote: next day in Riyadh, a few days to the other big cities, cash on delivery where couriers
 * collect it. Every other city is not served until the merchant adds it (Tabuk, for one).
 */
export const DEMO_ZONES: ShippingZoneRequest[] = [
  {
    name: 'Riyadh',
    nameAr: 'الرياض',
    cities: ['Riyadh', 'Al Kharj', 'Ad Diriyah', 'Al Muzahimiyah'],
    fee: 25,
    freeAbove: 300,
    minDays: 1,
    maxDays: 2,
    cod: true,
    codFee: 10,
  },
  {
    name: 'Jeddah, Makkah and Madinah',
    nameAr: 'جدة ومكة والمدينة',
    cities: ['Jeddah', 'Makkah', 'Madinah', 'Taif'],
    fee: 30,
    freeAbove: 400,
    minDays: 2,
    maxDays: 4,
    cod: true,
    codFee: 15,
  },
  {
    name: 'Eastern Province',
    nameAr: 'المنطقة الشرقية',
    cities: ['Dammam', 'Al Khobar', 'Dhahran', 'Qatif', 'Jubail', 'Al Ahsa', 'Al Hofuf'],
    fee: 30,
    freeAbove: 400,
    minDays: 2,
    maxDays: 3,
    cod: true,
    codFee: 15,
  },
  {
    name: 'Qassim',
    nameAr: 'القصيم',
    cities: ['Buraidah', 'Unaizah', 'Ar Rass', 'Al Bukayriyah'],
    fee: 35,
    freeAbove: 500,
    minDays: 3,
    maxDays: 5,
    cod: false,
  },
];
