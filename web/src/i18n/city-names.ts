import type { Language, SaudiCity } from '@shop/shared';

/**
 * The Arabic names of the Saudi cities, by English name, as `GET /api/shipping/cities` gave them.
 * The API's refusals name a city in English (`params.city`, e.g. CITY_NOT_SERVED); an Arabic
 * sentence names it in Arabic once the list has come (lib/delivery fetches it wherever a city
 * is picked, which is where those refusals come from).
 */
const arabicNames = new Map<string, string>();

export function learnCityNames(cities: readonly SaudiCity[]): void {
  for (const city of cities) arabicNames.set(city.name, city.nameAr);
}

/** A city named in English by the API, as `language` names it (in English until it is known). */
export const cityNameIn = (language: Language, name: string): string =>
  language === 'ar' ? (arabicNames.get(name) ?? name) : name;
