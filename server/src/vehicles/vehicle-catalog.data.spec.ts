import { nameKeysOf, searchWords } from '../text/normalise';
import {
  VEHICLE_CATALOG,
  type VehicleMakeSeed,
  type VehicleModelSeed,
} from './vehicle-catalog.data';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const models = VEHICLE_CATALOG.flatMap((make) => make.models.map((model) => ({ make, model })));
const arabicNames = (entry: VehicleMakeSeed | VehicleModelSeed) => [
  entry.nameAr,
  ...(entry.spellingsAr ?? []),
];
const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

/** The catalog is seeded as it is: a mistake here reaches every shop's selector and fitments. */
describe('the vehicle catalog', () => {
  it('names each make once, and each model once within its make, whatever the case', () => {
    expect(repeated(VEHICLE_CATALOG.map((make) => make.name.toLowerCase()))).toEqual([]);
    for (const make of VEHICLE_CATALOG) {
      expect([make.name, repeated(make.models.map((model) => model.name.toLowerCase()))]).toEqual([
        make.name,
        [],
      ]);
    }
  });

  it('gives no two makes, nor two models of a make, a name in either language as keys read it', () => {
    // What the unique nameKeys hold (the seed's upserts would drop the second of two).
    const keys = (entries: readonly { name: string; nameAr: string }[]) =>
      entries.flatMap((entry) => nameKeysOf([entry.name, entry.nameAr]));
    expect(repeated(keys(VEHICLE_CATALOG))).toEqual([]);
    for (const make of VEHICLE_CATALOG) {
      expect([make.name, repeated(keys(make.models))]).toEqual([make.name, []]);
    }
  });

  it('names every make, model and engine in Arabic', () => {
    const entries = [...VEHICLE_CATALOG, ...models.map(({ model }) => model)];
    const withoutArabic = entries
      .flatMap(arabicNames)
      .concat(models.flatMap(({ model }) => (model.engines ?? []).map((engine) => engine.nameAr)))
      .filter((name) => !ARABIC_LETTER.test(name));
    expect(withoutArabic).toEqual([]);
  });

  it('gives no two models of a make the same Arabic spelling, as the search reads it', () => {
    for (const make of VEHICLE_CATALOG) {
      const spellingsOf = (model: VehicleModelSeed) =>
        new Set(arabicNames(model).map((name) => searchWords(name).join(' ')));
      const spellings = make.models.flatMap((model) => [...spellingsOf(model)]);
      expect([make.name, repeated(spellings)]).toEqual([make.name, []]);
    }
  });

  it('sells each model in years between 1950 and 2027, the first not after the last', () => {
    const outOfRange = models
      .filter(
        ({ model: { yearFrom, yearTo = yearFrom } }) =>
          !Number.isInteger(yearFrom) ||
          !Number.isInteger(yearTo) ||
          yearFrom < 1950 ||
          yearTo > 2027 ||
          yearFrom > yearTo,
      )
      .map(({ make, model }) => `${make.name} ${model.name}`);
    expect(outOfRange).toEqual([]);
  });

  it('lists an engine of a model once, with a code and a name', () => {
    for (const { make, model } of models) {
      const codes = (model.engines ?? []).map((engine) => engine.code);
      expect([make.name, model.name, repeated(codes)]).toEqual([make.name, model.name, []]);
      for (const engine of model.engines ?? []) {
        expect(engine.code).toMatch(/^\d\.\dL-[IV]\d(-(T|TD|D|HEV))?$/);
        expect(engine.name).toMatch(/^\d\.\dL /);
      }
    }
  });

  it('draws every badge with one to three initials and a hue of the colour wheel', () => {
    const badIn = VEHICLE_CATALOG.filter(
      ({ badge: { initials, hue } }) =>
        !/^[A-Z]{1,3}$/.test(initials) || !Number.isInteger(hue) || hue < 0 || hue > 359,
    );
    expect(badIn.map((make) => make.name)).toEqual([]);
  });
});
