import { describe, expect, it } from 'vitest';
import { fitmentFits, fitmentsOf, fitsCar, type FittingItem } from '../src/index.js';

const camry2018to2023: FittingItem = {
  fitments: [
    { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 },
    { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023, engine: '2.5L-I4' },
  ],
};

describe('the fitment rule', () => {
  it('fits a car whose make and model a fitment names, its year in the range, ends included', () => {
    for (const year of [2018, 2020, 2021, 2023]) {
      expect(fitsCar(camry2018to2023, { make: 'Toyota', model: 'Camry', year })).toBe(true);
    }
    for (const year of [2017, 2024]) {
      expect(fitsCar(camry2018to2023, { make: 'Toyota', model: 'Camry', year })).toBe(false);
    }
    expect(fitsCar(camry2018to2023, { make: 'Toyota', model: 'Corolla', year: 2020 })).toBe(false);
    expect(fitsCar(camry2018to2023, { make: 'Chevrolet', model: 'Tahoe', year: 2020 })).toBe(false);
  });

  it('compares makes and models whatever their case', () => {
    expect(fitsCar(camry2018to2023, { make: 'TOYOTA', model: 'camry ', year: 2020 })).toBe(true);
  });

  it('asks the engines to agree only when both name one', () => {
    const es = (engine?: string) => ({ make: 'Lexus', model: 'ES', year: 2020, engine });
    expect(fitsCar(camry2018to2023, es('2.5L-I4'))).toBe(true);
    expect(fitsCar(camry2018to2023, es('2.5l-i4'))).toBe(true);
    expect(fitsCar(camry2018to2023, es())).toBe(true);
    expect(fitsCar(camry2018to2023, es('3.5L-V6'))).toBe(false);
    // A fitment without an engine fits every engine of the model.
    expect(
      fitsCar(camry2018to2023, { make: 'Toyota', model: 'Camry', year: 2020, engine: '3.5L-V6' }),
    ).toBe(true);
  });

  it('fits a car without a year to its model whatever the years, and no car without a model', () => {
    expect(fitsCar(camry2018to2023, { make: 'Toyota', model: 'Camry' })).toBe(true);
    expect(fitsCar(camry2018to2023, { make: 'Toyota', year: 2020 })).toBe(false);
  });

  it('fits every car when the item is universal, and no car when it names none', () => {
    expect(fitsCar({ universal: true }, { make: 'GMC', model: 'Yukon', year: 1999 })).toBe(true);
    expect(fitsCar({}, { make: 'Toyota', model: 'Camry', year: 2020 })).toBe(false);
  });

  it('counts the documented carDetails as one more fitment of that one year', () => {
    const part: FittingItem = { carDetails: { agency: 'Toyota', model: 'Camry', year: 2020 } };
    expect(fitsCar(part, { make: 'Toyota', model: 'Camry', year: 2020 })).toBe(true);
    expect(fitsCar(part, { make: 'Toyota', model: 'Camry', year: 2021 })).toBe(false);
    expect(fitmentsOf({ ...camry2018to2023, ...part })).toHaveLength(3);
    // Details without a year fit every year of the model; details without a model, no car.
    const anyYear: FittingItem = { carDetails: { agency: 'Toyota', model: 'Camry' } };
    expect(fitsCar(anyYear, { make: 'Toyota', model: 'Camry', year: 1995 })).toBe(true);
    expect(fitmentsOf({ carDetails: { agency: 'Toyota', year: 2020 } })).toEqual([]);
  });

  it('fits a part made for a VIN to that VIN only, in any case', () => {
    const part: FittingItem = { carEngine: '1HGCM82633A004352' };
    const accord = { make: 'Honda', model: 'Accord', year: 2003 };
    expect(fitsCar(part, { ...accord, vin: '1hgcm82633a004352' })).toBe(true);
    expect(fitsCar(part, { ...accord, vin: '1HGCM82633A004353' })).toBe(false);
    expect(fitsCar(part, accord)).toBe(false);
  });

  it('reads one fitment alone', () => {
    const fitment = { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 };
    expect(fitmentFits(fitment, { make: 'Toyota', model: 'Camry', year: 2023 })).toBe(true);
    expect(fitmentFits(fitment, { make: 'Toyota', model: 'Camry', year: 2024 })).toBe(false);
  });
});
