import type { SaudiCity } from '@shop/shared';
import { searchWords, withoutArticle } from '../text/normalise';
import { SAUDI_REGIONS } from './saudi-cities.data';

/** Every city of saudi-cities.data.ts with its region, in the data's order. */
export const SAUDI_CITIES: readonly SaudiCity[] = SAUDI_REGIONS.flatMap((region) =>
  region.cities.map(({ name, nameAr }) => ({
    name,
    nameAr,
    region: region.name,
    regionAr: region.nameAr,
  })),
);

/**
 * How a city's name is compared: the shop's normalised words (text/normalise.ts), Arabic ones
 * without their article, so "AL-KHOBAR", "Al Khobar", "الخبر" and "خبر" meet.
 */
export const cityKey = (text: string): string => searchWords(text).map(withoutArticle).join(' ');

const BY_KEY = new Map<string, SaudiCity>();
for (const region of SAUDI_REGIONS) {
  for (const seed of region.cities) {
    const city = SAUDI_CITIES.find((known) => known.name === seed.name)!;
    for (const name of [seed.name, seed.nameAr, ...(seed.aliases ?? [])]) {
      BY_KEY.set(cityKey(name), city);
    }
  }
}

/** The city a call names, by its English or Arabic name or a usual spelling; else undefined. */
export const findCity = (name: string): SaudiCity | undefined => BY_KEY.get(cityKey(name));

/** A city known by its English name (as addresses, zones and orders keep it). */
export const cityNamed = (name: string): SaudiCity | undefined =>
  SAUDI_CITIES.find((city) => city.name === name);
