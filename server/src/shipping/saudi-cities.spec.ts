import { searchWords } from '../text/normalise';
import { SAUDI_REGIONS } from './saudi-cities.data';
import { SAUDI_CITIES, cityKey, findCity } from './saudi-cities';

const ARABIC_ONLY = /^[\u0621-\u064A ]+$/;

/** The list is what shoppers pick from and zones are made of: a mistake reaches every address. */
describe('the Saudi cities', () => {
  it('has the 13 regions, each with its main city, and more than a hundred cities', () => {
    expect(SAUDI_REGIONS.map((region) => region.name)).toHaveLength(13);
    expect(SAUDI_CITIES.length).toBeGreaterThan(100);
    for (const main of ['Riyadh', 'Makkah', 'Madinah', 'Dammam', 'Buraidah', 'Abha', 'Tabuk']) {
      expect(findCity(main)?.name).toBe(main);
    }
  });

  it('writes every name in English and in Arabic letters', () => {
    for (const city of SAUDI_CITIES) {
      expect([city.name, /^[A-Z][A-Za-z ]+$/.test(city.name)]).toEqual([city.name, true]);
      expect([city.nameAr, ARABIC_ONLY.test(city.nameAr)]).toEqual([city.nameAr, true]);
    }
  });

  it('gives every spelling one city', () => {
    const seen = new Map<string, string>();
    for (const region of SAUDI_REGIONS) {
      for (const city of region.cities) {
        for (const name of [city.name, city.nameAr, ...(city.aliases ?? [])]) {
          const key = cityKey(name);
          expect([name, seen.get(key) ?? city.name]).toEqual([name, city.name]);
          seen.set(key, city.name);
          expect(searchWords(name).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('finds a city by its Arabic name, another spelling or any case, and nothing else', () => {
    expect(findCity('الرياض')?.name).toBe('Riyadh');
    expect(findCity('رياض')?.name).toBe('Riyadh');
    expect(findCity('جده')?.name).toBe('Jeddah');
    expect(findCity('AL-KHOBAR')?.name).toBe('Al Khobar');
    expect(findCity('khobar')?.name).toBe('Al Khobar');
    expect(findCity('Mecca')).toMatchObject({ name: 'Makkah', nameAr: 'مكة المكرمة' });
    expect(findCity('حفر الباطن')).toMatchObject({
      name: 'Hafar Al Batin',
      region: 'Eastern Province',
    });
    expect(findCity('Springfield')).toBeUndefined();
    expect(findCity('')).toBeUndefined();
  });
});
